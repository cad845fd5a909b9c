import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSiwxNonce, siwxFieldProblem } from './siwxFields'
import type { SiwxMessageData } from './siwxTypes'

const GOOD: SiwxMessageData = {
  domain: 'acme.example:8443',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: 'Sign in to Acme',
  uri: 'https://acme.example/login?next=%2Fhome',
  version: '1',
  chainId: 'eip155:8453',
  nonce: 'k3j4h5g6Q2',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime: '2026-01-02T00:00:00Z',
  notBefore: '2026-01-01T01:00:00+02:00',
  requestId: 'req-42',
  resources: ['ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'],
}

/** One broken field each, as a server (or a host) might send it. */
const BROKEN: [keyof SiwxMessageData, Partial<SiwxMessageData>][] = [
  ['nonce', { nonce: 'abcdefgh12\nURI: https://evil.example\nChain ID: 1' }],
  ['nonce', { nonce: 'abcdefgh12\r\nVersion: 1' }],
  ['nonce', { nonce: 'a'.repeat(100_000) }],
  ['nonce', { nonce: 'short7' }],
  ['nonce', { nonce: 'not-alpha-numeric' }],
  ['domain', { domain: 'acme.example/evil' }],
  ['domain', { domain: 'evil example' }],
  ['domain', { domain: 'https://acme.example' }],
  ['uri', { uri: 'acme.example' }],
  ['uri', { uri: 'https://acme.example/a b' }],
  ['uri', { uri: 'https://acme.example/%zz' }],
  ['statement', { statement: 'line one\nline two' }],
  ['statement', { statement: 'a\u2028b' }],
  ['statement', { statement: 'tab\there' }],
  ['version', { version: '2' }],
  ['chainId', { chainId: 'eip155:01' }],
  ['chainId', { chainId: 'eip155:1:2' }],
  ['chainId', { chainId: 'solana:short' }],
  ['chainId', { chainId: 'bip122:0F9188F13CB7B2C71F2A335E3A4FC328' }],
  ['accountAddress', { accountAddress: 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
  ['accountAddress', { accountAddress: '0xf39F\n' }],
  ['issuedAt', { issuedAt: undefined }],
  ['issuedAt', { issuedAt: 'yesterday' }],
  ['expirationTime', { expirationTime: '2026-13-45T00:00:00Z' }],
  ['notBefore', { notBefore: '2026-01-01 00:00:00' }],
  ['requestId', { requestId: 'a b' }],
  ['requestId', { requestId: 'x\ny' }],
  ['resources', { resources: ['https://acme.example/\nNonce: 1'] }],
  ['resources', { resources: ['not a uri'] }],
]

describe('siwxFieldProblem', () => {
  it('default: a message with every field well-formed has no problem', () => {
    expect(siwxFieldProblem(GOOD)).toBeUndefined()
    const {
      statement: _,
      expirationTime: _e,
      notBefore: _n,
      requestId: _r,
      resources: _s,
      ...bare
    } = GOOD
    expect(siwxFieldProblem(bare)).toBeUndefined()
    expect(
      siwxFieldProblem({
        ...bare,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        accountAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      }),
    ).toBeUndefined()
    expect(
      siwxFieldProblem({ ...bare, domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173' }),
    ).toBeUndefined()
  })

  for (const [field, patch] of BROKEN) {
    it(`errors: ${field} ${JSON.stringify(Object.values(patch)[0])?.slice(0, 40)} is refused`, () => {
      expect(siwxFieldProblem({ ...GOOD, ...patch })?.field).toBe(field)
    })
  }

  it('errors: any control character anywhere in any text field is refused (property)', () => {
    const fields = ['domain', 'uri', 'nonce', 'statement', 'requestId', 'issuedAt'] as const
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        fc.integer({ min: 0, max: 0x9f }).filter((c) => c < 0x20 || c >= 0x7f),
        fc.nat(),
        (field, code, at) => {
          const value = GOOD[field] ?? ''
          const cut = at % (value.length + 1)
          const broken = `${value.slice(0, cut)}${String.fromCharCode(code)}${value.slice(cut)}`
          expect(siwxFieldProblem({ ...GOOD, [field]: broken })?.field).toBe(field)
        },
      ),
    )
  })

  it('parameters: a nonce is 8 to 128 letters and digits (EIP-4361)', () => {
    expect(isSiwxNonce('abcd1234')).toBe(true)
    expect(isSiwxNonce('a'.repeat(128))).toBe(true)
    expect(isSiwxNonce('a'.repeat(129))).toBe(false)
    expect(isSiwxNonce('abc1234')).toBe(false)
    expect(isSiwxNonce(12345678)).toBe(false)
  })
})
