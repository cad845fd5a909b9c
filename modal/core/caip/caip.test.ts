import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCaipAddress, isCaipAddress, parseCaipAddress } from './caipAddress'
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './caipNetworkId'
import { CHAIN_NAMESPACES } from './types'

const namespace = fc.constantFrom(...CHAIN_NAMESPACES)
const part = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.includes(':'))
const runs = { numRuns: 1000 }

describe('CAIP address (SPEC §5)', () => {
  it('behavior: accepts exactly three non-empty parts whose first is a known namespace', () => {
    fc.assert(
      fc.property(namespace, part, part, (ns, chain, address) => {
        expect(parseCaipAddress(`${ns}:${chain}:${address}`)).toEqual({
          namespace: ns,
          chainId: chain,
          address,
          caipNetworkId: `${ns}:${chain}`,
        })
      }),
      runs,
    )
  })

  it('behavior: refuses any other number of parts', () => {
    fc.assert(
      fc.property(namespace, fc.array(part, { maxLength: 6 }), (ns, rest) => {
        fc.pre(rest.length !== 2)
        expect(isCaipAddress([ns, ...rest].join(':'))).toBe(false)
      }),
      runs,
    )
  })

  it('behavior: refuses an empty part', () => {
    expect(isCaipAddress('eip155::0xabc')).toBe(false)
    expect(isCaipAddress('eip155:1:')).toBe(false)
    expect(isCaipAddress(':1:0xabc')).toBe(false)
  })

  it('behavior: refuses an unknown namespace', () => {
    fc.assert(
      fc.property(part, part, part, (ns, chain, address) => {
        fc.pre(!(CHAIN_NAMESPACES as readonly string[]).includes(ns))
        expect(isCaipAddress(`${ns}:${chain}:${address}`)).toBe(false)
      }),
      runs,
    )
    expect(isCaipAddress('cosmos:hub:addr')).toBe(false)
  })

  it('default: formatCaipAddress joins a network id and an address, and parses back', () => {
    const caip = formatCaipAddress('eip155:1', '0xabc')
    expect(caip).toBe('eip155:1:0xabc')
    expect(parseCaipAddress(caip)?.address).toBe('0xabc')
  })
})

describe('CAIP network id (SPEC §5)', () => {
  it('behavior: accepts exactly two non-empty parts with a known namespace', () => {
    fc.assert(
      fc.property(namespace, part, (ns, chain) => {
        expect(parseCaipNetworkId(`${ns}:${chain}`)).toEqual({ namespace: ns, chainId: chain })
      }),
      runs,
    )
  })

  it('behavior: refuses one, three or more parts', () => {
    fc.assert(
      fc.property(namespace, fc.array(part, { maxLength: 6 }), (ns, rest) => {
        fc.pre(rest.length !== 1)
        expect(isCaipNetworkId([ns, ...rest].join(':'))).toBe(false)
      }),
      runs,
    )
    expect(isCaipNetworkId('eip155:')).toBe(false)
  })

  it('default: formatCaipNetworkId joins namespace and reference', () => {
    expect(formatCaipNetworkId('eip155', 8453)).toBe('eip155:8453')
    expect(isCaipNetworkId(formatCaipNetworkId('solana', '5eykt4'))).toBe(true)
  })
})
