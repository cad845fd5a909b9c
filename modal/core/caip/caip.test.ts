import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/porticoError'
import { formatCaipAddress, isCaipAddress, parseCaipAddress } from './caipAddress'
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './caipNetworkId'
import { CHAIN_NAMESPACES } from './types'

const namespace = fc.constantFrom(...CHAIN_NAMESPACES)
/** The grammars of CAIP-2 (reference) and CAIP-10 (account address). */
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const accountAddress = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)
const runs = { numRuns: 1000 }

/** Runs `parse` and answers the code of the typed error it threw (undefined when it did not). */
function thrownCode(parse: () => unknown): string | undefined {
  try {
    parse()
  } catch (error) {
    if (!isPorticoError(error)) throw error
    return error.code
  }
  return undefined
}

/** The examples of the CAIP-2 text; the namespaces Portico supports parse, the others do not. */
const CAIP2_EXAMPLES = {
  supported: [
    'eip155:1',
    'bip122:000000000019d6689c085ae165831e93',
    'bip122:12a765e31ffd4059bada1e25190f6e98',
    'bip122:fdbe99b90c90bae7505796461471d89a',
  ],
  otherNamespaces: [
    'cosmos:cosmoshub-3',
    'cosmos:Binance-Chain-Tigris',
    'cosmos:iov-mainnet',
    'starknet:SN_GOERLI',
    'lip9:9ee11e9df416b18b',
    'chainstd:8c3444cf8970a9e41a706fab93e7a6c4',
  ],
}

/** The examples of the CAIP-10 text. */
const CAIP10_EXAMPLES = {
  supported: [
    'eip155:1:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
    'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
    'polkadot:b0a8d493285c2df73290dfb7e61f870f:5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
  ],
  otherNamespaces: [
    'cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
    'starknet:SN_GOERLI:0x02dd1b492765c064eac4039e3841aa5f382773b598097a40073bd8b48170ab57',
    'chainstd:8c3444cf8970a9e41a706fab93e7a6c4:6d9b0b4b9994e8a6afbd3dc3ed983cd51c755afb27cd1dc7825ef59c134a39f7',
    'hedera:mainnet:0.0.1234567890-zbhlt',
  ],
}

/** What the grammars leave out: spaces, line breaks, markup, other separators, over-long parts. */
const OUTSIDE_THE_GRAMMAR = [
  'eip155:1 ',
  'eip155: 1',
  'eip155:1\n',
  'eip155:1\nURI: https://evil.example',
  'eip155:<script>',
  'eip155:1/2',
  'EIP155:1',
  `eip155:${'1'.repeat(33)}`,
  'eip155::',
  ':1',
]

describe('CAIP-10 account id (grammar of the CAIP-10 text, SPEC §5 namespaces)', () => {
  it('default: the examples of CAIP-10 parse where the namespace is supported', () => {
    for (const example of CAIP10_EXAMPLES.supported) {
      const [ns, chain, address] = example.split(':')
      expect(parseCaipAddress(example)).toEqual({
        namespace: ns,
        chainId: chain,
        address,
        caipNetworkId: `${ns}:${chain}`,
      })
    }
    for (const example of CAIP10_EXAMPLES.otherNamespaces) {
      expect(isCaipAddress(example)).toBe(false)
      expect(thrownCode(() => parseCaipAddress(example))).toBe('INVALID_INPUT')
    }
  })

  it('behavior: accepts any namespace, reference and account address the grammar allows', () => {
    fc.assert(
      fc.property(namespace, reference, accountAddress, (ns, chain, address) => {
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

  it('behavior: refuses a character outside the grammar in any part', () => {
    const outside = fc.constantFrom(' ', '\n', '\r', '\t', '<', '>', '"', '/', '@', 'é', '\u0000')
    fc.assert(
      fc.property(namespace, reference, accountAddress, outside, fc.nat(2), (ns, c, a, bad, at) => {
        const parts = [ns, c, a]
        parts[at] = `${parts[at]}${bad}`
        expect(isCaipAddress(parts.join(':'))).toBe(false)
        expect(thrownCode(() => parseCaipAddress(parts.join(':')))).toBe('INVALID_INPUT')
      }),
      runs,
    )
    for (const bad of OUTSIDE_THE_GRAMMAR) {
      expect(isCaipAddress(`${bad}:0xabc`)).toBe(false)
      expect(thrownCode(() => parseCaipAddress(`${bad}:0xabc`))).toBe('INVALID_INPUT')
    }
  })

  it('parameters: a 128-character account address passes, 129 does not; a part may not be empty', () => {
    expect(isCaipAddress(`eip155:1:${'a'.repeat(128)}`)).toBe(true)
    expect(isCaipAddress(`eip155:1:${'a'.repeat(129)}`)).toBe(false)
    expect(parseCaipAddress(`eip155:1:${'a'.repeat(128)}`).address).toHaveLength(128)
    expect(thrownCode(() => parseCaipAddress(`eip155:1:${'a'.repeat(129)}`))).toBe('INVALID_INPUT')
    expect(isCaipAddress('eip155::0xabc')).toBe(false)
    expect(isCaipAddress('eip155:1:')).toBe(false)
    expect(isCaipAddress(':1:0xabc')).toBe(false)
  })

  it('behavior: refuses any other number of parts', () => {
    fc.assert(
      fc.property(namespace, fc.array(reference, { maxLength: 6 }), (ns, rest) => {
        fc.pre(rest.length !== 2)
        expect(isCaipAddress([ns, ...rest].join(':'))).toBe(false)
      }),
      runs,
    )
  })

  it('default: formatCaipAddress joins a network id and an address, and parses back', () => {
    const caip = formatCaipAddress('eip155:1', '0xabc')
    expect(caip).toBe('eip155:1:0xabc')
    expect(parseCaipAddress(caip).address).toBe('0xabc')
  })
})

describe('CAIP parsers on any input (fast-check)', () => {
  const networkId = fc.tuple(namespace, reference).map((parts) => parts.join(':'))
  const accountId = fc.tuple(networkId, accountAddress).map((parts) => parts.join(':'))

  it('behavior: parse answers exactly when the guard says yes, else throws INVALID_INPUT and nothing else', () => {
    const pairs = [
      [isCaipNetworkId, parseCaipNetworkId],
      [isCaipAddress, parseCaipAddress],
    ] as const
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), networkId, accountId), (input) => {
        for (const [is, parse] of pairs) {
          expect(thrownCode(() => parse(input))).toBe(is(input) ? undefined : 'INVALID_INPUT')
        }
      }),
      runs,
    )
  })
})

describe('CAIP-2 network id (grammar of the CAIP-2 text, SPEC §5 namespaces)', () => {
  it('default: the examples of CAIP-2 parse where the namespace is supported', () => {
    for (const example of CAIP2_EXAMPLES.supported) {
      const [ns, chain] = example.split(':')
      expect(parseCaipNetworkId(example)).toEqual({ namespace: ns, chainId: chain })
    }
    for (const example of CAIP2_EXAMPLES.otherNamespaces) {
      expect(isCaipNetworkId(example)).toBe(false)
      expect(thrownCode(() => parseCaipNetworkId(example))).toBe('INVALID_INPUT')
    }
  })

  it('behavior: accepts any reference the grammar allows, refuses what it leaves out', () => {
    fc.assert(
      fc.property(namespace, reference, (ns, chain) => {
        expect(parseCaipNetworkId(`${ns}:${chain}`)).toEqual({ namespace: ns, chainId: chain })
      }),
      runs,
    )
    for (const bad of OUTSIDE_THE_GRAMMAR) {
      expect(isCaipNetworkId(bad)).toBe(false)
      expect(thrownCode(() => parseCaipNetworkId(bad))).toBe('INVALID_INPUT')
    }
    expect(isCaipNetworkId(`eip155:${'1'.repeat(32)}`)).toBe(true)
  })

  it('behavior: refuses one, three or more parts', () => {
    fc.assert(
      fc.property(namespace, fc.array(reference, { maxLength: 6 }), (ns, rest) => {
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
