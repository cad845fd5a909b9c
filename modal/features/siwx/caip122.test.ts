import { Wallet } from 'ethers'
import { SiweMessage } from 'siwe'
import { createPublicClient, custom } from 'viem'
import { createSiweMessage, parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import type { SiwxMessageData } from '../../core/options/siwxTypes'
import { formatCaip122 } from './caip122'
import { parseCaip122 } from './parseCaip122'

// anvil's dev account 0: a key nobody outside these tests relies on.
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NOW = '2026-01-01T12:00:00.000Z'

const BASE: SiwxMessageData = {
  domain: 'acme.example',
  accountAddress: ADDRESS,
  uri: 'https://acme.example/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'k3j4h5g6Q2',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

/** EIP-4361's optional parts, one at a time, then all together. */
const CASES: Record<string, Partial<SiwxMessageData>> = {
  'no statement, no optional field': {},
  statement: { statement: 'Sign in to Acme' },
  'Expiration Time': { expirationTime: '2026-01-02T00:00:00.000Z' },
  'Not Before': { notBefore: '2026-01-01T06:00:00.000Z' },
  'Request ID': { requestId: 'req-42' },
  Resources: {
    resources: [
      'https://acme.example/a',
      'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    ],
  },
  'every field': {
    statement: 'Sign in to Acme',
    expirationTime: '2026-01-02T00:00:00.000Z',
    notBefore: '2026-01-01T06:00:00.000Z',
    requestId: 'req-42',
    resources: ['https://acme.example/a'],
  },
}

/** The same message as viem's createSiweMessage takes it. */
function viemParams(data: SiwxMessageData) {
  const date = (value: string | undefined) => (value ? new Date(value) : undefined)
  return {
    address: ADDRESS,
    chainId: Number(data.chainId.split(':')[1]),
    domain: data.domain,
    nonce: data.nonce,
    uri: data.uri,
    version: '1',
    issuedAt: new Date(data.issuedAt ?? ''),
    statement: data.statement,
    expirationTime: date(data.expirationTime),
    notBefore: date(data.notBefore),
    requestId: data.requestId,
    resources: data.resources ? [...data.resources] : undefined,
  } as const
}

/** A client that reaches no node: viem then verifies an EOA signature by recovery. */
const offline = createPublicClient({
  transport: custom(
    { request: () => Promise.reject(new Error('no node in this test')) },
    { retryCount: 0 },
  ),
})

describe('EIP-4361 text (formatCaip122) against viem and siwe', () => {
  for (const [name, extra] of Object.entries(CASES)) {
    const data: SiwxMessageData = { ...BASE, ...extra }
    const text = formatCaip122(data)

    it(`default: ${name}: byte-identical to viem createSiweMessage`, () => {
      expect(text).toBe(createSiweMessage(viemParams(data)))
    })

    it(`behavior: ${name}: siwe and viem parse it to the same fields, and it parses back`, () => {
      const siwe = new SiweMessage(text)
      expect(siwe.prepareMessage()).toBe(text)
      expect(siwe.address).toBe(ADDRESS)
      expect(siwe.statement).toBe(data.statement)
      expect(siwe.nonce).toBe(data.nonce)
      expect(siwe.expirationTime).toBe(data.expirationTime)
      expect(siwe.notBefore).toBe(data.notBefore)
      expect(siwe.requestId).toBe(data.requestId)
      expect(siwe.resources).toEqual(data.resources)
      const parsed = parseSiweMessage(text)
      expect(parsed.address).toBe(ADDRESS)
      expect(parsed.chainId).toBe(1)
      expect(parsed.requestId).toBe(data.requestId)
      expect(parsed.resources).toEqual(data.resources)
      expect(parsed.notBefore?.toISOString()).toBe(data.notBefore)
      expect(parseCaip122(text)).toEqual(data)
    })

    it(`behavior: ${name}: signed with ethers, siwe and viem verify it`, async () => {
      const signature = await new Wallet(KEY).signMessage(text)
      const siwe = await new SiweMessage(text).verify({ signature, time: NOW, nonce: data.nonce })
      expect(siwe.success).toBe(true)
      expect(
        await verifySiweMessage(offline, {
          message: text,
          signature: signature as `0x${string}`,
          nonce: data.nonce,
          domain: data.domain,
          time: new Date(NOW),
        }),
      ).toBe(true)
    })
  }

  it('behavior: the blank lines EIP-4361 asks for: two after the address without a statement', () => {
    expect(formatCaip122(BASE)).toContain(`${ADDRESS}\n\n\nURI: `)
    expect(formatCaip122({ ...BASE, statement: 'Hi' })).toContain(`${ADDRESS}\n\nHi\n\nURI: `)
  })

  it('behavior: what siwe writes, Portico reads to the same fields (and writes back byte for byte)', () => {
    const siwe = new SiweMessage({
      domain: 'acme.example',
      address: ADDRESS,
      uri: 'https://acme.example',
      version: '1',
      chainId: 8453,
      nonce: 'abcdefgh12',
      issuedAt: '2026-01-01T00:00:00.000Z',
      requestId: 'r1',
      resources: ['https://acme.example/x'],
    })
    const text = siwe.prepareMessage()
    const data = parseCaip122(text)
    expect(data).toMatchObject({ chainId: 'eip155:8453', requestId: 'r1', nonce: 'abcdefgh12' })
    expect(data && formatCaip122(data)).toBe(text)
  })

  it('errors: a text with a line added, removed, reordered or a tag misspelt is not a message', () => {
    const text = formatCaip122({ ...BASE, statement: 'Hi' })
    expect(parseCaip122(`${text}\n`)).toBeUndefined()
    expect(parseCaip122(text.replace('\n\nHi', '\nHi'))).toBeUndefined()
    expect(parseCaip122(text.replace('Nonce: ', 'Nonce:'))).toBeUndefined()
    expect(parseCaip122(text.replace('Version: 1\n', ''))).toBeUndefined()
    expect(parseCaip122(formatCaip122(BASE).replace(/\nIssued At: .*/, ''))).toBeUndefined()
    expect(parseCaip122(text.replace(/(Version: 1)\n(Chain ID: 1)/, '$2\n$1'))).toBeUndefined()
    expect(parseCaip122('hello')).toBeUndefined()
  })
})
