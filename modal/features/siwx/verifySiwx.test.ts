import { Wallet } from 'ethers'
import { SiweMessage } from 'siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { verifySiwx } from './verifySiwx'

// anvil's dev accounts 0 and 1: keys nobody outside these tests relies on.
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9c86dae88c7a8412f4603b6b78690d'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NOW = Date.parse('2026-01-01T12:00:00.000Z')

/** A message as viem writes it: every optional field, or none. */
function viemMessage(full: boolean): string {
  return createSiweMessage({
    address: ADDRESS,
    chainId: 8453,
    domain: 'acme.example',
    nonce: 'viemNonce123',
    uri: 'https://acme.example/login',
    version: '1',
    issuedAt: new Date('2026-01-01T00:00:00.000Z'),
    ...(full
      ? {
          statement: 'Sign in to Acme',
          expirationTime: new Date('2026-01-02T00:00:00.000Z'),
          notBefore: new Date('2026-01-01T06:00:00.000Z'),
          requestId: 'req-7',
          resources: ['https://acme.example/a', 'https://acme.example/b'],
        }
      : {}),
  })
}

/** A message as the `siwe` package writes it. */
function siweMessage(full: boolean): string {
  return new SiweMessage({
    domain: 'acme.example',
    address: ADDRESS,
    uri: 'https://acme.example/login',
    version: '1',
    chainId: 1,
    nonce: 'siweNonce123',
    issuedAt: '2026-01-01T00:00:00.000Z',
    ...(full
      ? {
          statement: 'Sign in to Acme',
          expirationTime: '2026-01-02T00:00:00.000Z',
          notBefore: '2026-01-01T06:00:00.000Z',
          requestId: 'req-7',
          resources: ['https://acme.example/a'],
        }
      : {}),
  }).prepareMessage()
}

const WRITERS = { viem: viemMessage, siwe: siweMessage }

describe('verifySiwx on eip155 (EOA)', () => {
  for (const [writer, write] of Object.entries(WRITERS)) {
    for (const full of [false, true]) {
      const label = `${writer} ${full ? 'with every optional field' : 'with none'}`
      it(`behavior: accepts what ${label} writes, signed by ethers and by viem`, async () => {
        const message = write(full)
        for (const signature of [
          await new Wallet(KEY).signMessage(message),
          await privateKeyToAccount(KEY).signMessage({ message }),
        ]) {
          const result = await verifySiwx({ message, signature, now: NOW })
          expect(result).toMatchObject({ valid: true, data: { accountAddress: ADDRESS } })
        }
      })

      it(`errors: refuses ${label} once tampered with, or signed by another key`, async () => {
        const message = write(full)
        const signature = await new Wallet(KEY).signMessage(message)
        const tampered = [
          message.replace('acme.example wants', 'evil.example wants'),
          message.replace(/Nonce: (\w+)/, 'Nonce: $1x'),
          message.replace(/Chain ID: \d+/, 'Chain ID: 10'),
          message.replace('https://acme.example/login', 'https://acme.example/logout'),
        ]
        for (const text of tampered) {
          expect((await verifySiwx({ message: text, signature, now: NOW })).valid).toBe(false)
        }
        const other = await new Wallet(OTHER_KEY).signMessage(message)
        expect(await verifySiwx({ message, signature: other, now: NOW })).toEqual({
          valid: false,
          reason: 'the signature is not the account’s',
        })
      })
    }
  }

  it('errors: refuses a message out of its time, or not what the server expects', async () => {
    const message = viemMessage(true)
    const signature = await new Wallet(KEY).signMessage(message)
    const at = (now: number, expected = {}) => verifySiwx({ message, signature, now, expected })
    expect(await at(Date.parse('2026-01-02T00:00:00.000Z'))).toEqual({
      valid: false,
      reason: 'expired',
    })
    expect(await at(Date.parse('2026-01-01T05:59:59.999Z'))).toEqual({
      valid: false,
      reason: 'not valid yet',
    })
    expect((await at(NOW, { nonce: 'viemNonce123', domain: 'acme.example' })).valid).toBe(true)
    expect(await at(NOW, { nonce: 'anotherNonce1' })).toEqual({
      valid: false,
      reason: 'nonce is not the expected one',
    })
    expect((await at(NOW, { chainId: 'eip155:1' })).valid).toBe(false)
  })

  it('errors: refuses a lower-case address (EIP-55), a forged line, and garbage', async () => {
    const lower = viemMessage(false).replace(ADDRESS, ADDRESS.toLowerCase())
    const signature = await new Wallet(KEY).signMessage(lower)
    expect(await verifySiwx({ message: lower, signature, now: NOW })).toEqual({
      valid: false,
      reason: 'accountAddress: not EIP-55',
    })
    const forged = viemMessage(false).replace('Nonce: viemNonce123', 'Nonce: viemNonce123\r')
    const forgedSignature = await new Wallet(KEY).signMessage(forged)
    expect(
      (await verifySiwx({ message: forged, signature: forgedSignature, now: NOW })).valid,
    ).toBe(false)
    expect((await verifySiwx({ message: 'hello', signature: '0x', now: NOW })).valid).toBe(false)
    const message = viemMessage(false)
    expect((await verifySiwx({ message, signature: 'not hex', now: NOW })).valid).toBe(false)
  })
})
