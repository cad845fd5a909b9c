import { generateKeyPairSync, sign } from 'node:crypto'
import { base58 } from '@scure/base'
import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { formatCaip122 } from './caip122'
import { verifySiwx } from './verifySiwx'

const NOW = Date.parse('2026-01-01T12:00:00.000Z')

/** An ed25519 key made by Node, its address spelled by @solana/web3.js's PublicKey. */
function solanaKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url')
  const address = new PublicKey(raw).toBase58()
  const signText = (text: string) =>
    base58.encode(sign(null, Buffer.from(text, 'utf8'), privateKey))
  return { address, signText }
}

const messageFor = (address: string, statement = 'Sign in to Acme — façade ✓') =>
  formatCaip122({
    domain: 'acme.example',
    accountAddress: address,
    statement,
    uri: 'https://acme.example',
    version: '1',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    nonce: 'solanaNonce1',
    issuedAt: '2026-01-01T00:00:00.000Z',
    resources: ['https://acme.example/a'],
  })

describe('verifySiwx on solana (ed25519 over the UTF-8 text)', () => {
  it('behavior: a signature by the address’s key verifies', async () => {
    const key = solanaKey()
    const message = messageFor(key.address)
    const result = await verifySiwx({ message, signature: key.signText(message), now: NOW })
    expect(result).toMatchObject({ valid: true, data: { accountAddress: key.address } })
  })

  it('errors: another key, a tampered text, or a malformed signature verifies nothing', async () => {
    const key = solanaKey()
    const other = solanaKey()
    const message = messageFor(key.address)
    const signature = key.signText(message)
    expect(
      (await verifySiwx({ message, signature: other.signText(message), now: NOW })).valid,
    ).toBe(false)
    const tampered = messageFor(key.address, 'Sign in to Evil')
    expect((await verifySiwx({ message: tampered, signature, now: NOW })).valid).toBe(false)
    expect((await verifySiwx({ message, signature: signature.slice(0, 40), now: NOW })).valid).toBe(
      false,
    )
    expect((await verifySiwx({ message, signature: '0OIl', now: NOW })).valid).toBe(false)
  })
})
