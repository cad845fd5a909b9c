import { describe, expect, it } from 'vitest'
import { approveNamespaces } from './approveNamespaces'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('approveNamespaces', () => {
  it('default', () => {
    expect(approveNamespaces({}, address)).toBeUndefined()
  })

  it('behavior: grants requested eip155 chains with one account each, supported methods and requested events', () => {
    const approved = approveNamespaces(
      {
        requiredNamespaces: {
          eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
        },
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:1', 'eip155:31337'],
            methods: ['wallet_sendCalls', 'eth_chainId'],
            events: [],
          },
          solana: {
            chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
            methods: ['solana_signMessage'],
            events: [],
          },
        },
      },
      address,
    )
    expect(approved).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:31337'],
        accounts: [`eip155:1:${address}`, `eip155:31337:${address}`],
        methods: ['personal_sign', 'eth_chainId'],
        events: ['chainChanged'],
      },
    })
  })

  it('parameters: chainIds limits the chains; none acceptable means undefined', () => {
    const proposal = {
      optionalNamespaces: {
        eip155: { chains: ['eip155:1', 'eip155:31337'], methods: [], events: [] },
      },
    }
    expect(approveNamespaces(proposal, address, [31337])?.eip155?.chains).toEqual(['eip155:31337'])
    expect(approveNamespaces(proposal, address, [10])).toBeUndefined()
  })
})

describe('approveNamespaces with a Solana key', () => {
  const solanaAddress = '8czM2JGALYfzwNm2WezKHs8WuU54YguFpqXqvAZ9j1Fw'
  const lab = 'solana:8ZuE91gjP9DUTVNCdyuuSJqD29gm2aSTEzhwS6Vd'

  it('behavior: grants eip155 and solana in one session, each with its own account and methods', () => {
    const approved = approveNamespaces(
      {
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
          solana: {
            chains: [lab],
            methods: ['solana_signMessage', 'solana_signTransaction', 'solana_unknown'],
            events: [],
          },
        },
      },
      address,
      undefined,
      solanaAddress,
    )
    expect(approved?.eip155?.accounts).toEqual([`eip155:31337:${address}`])
    expect(approved?.solana).toEqual({
      chains: [lab],
      accounts: [`${lab}:${solanaAddress}`],
      methods: ['solana_signMessage', 'solana_signTransaction'],
      events: [],
    })
  })

  it('parameters: a solana-only proposal is granted on solana alone', () => {
    const proposal = { optionalNamespaces: { solana: { chains: [lab], methods: [], events: [] } } }
    expect(
      Object.keys(approveNamespaces(proposal, address, undefined, solanaAddress) ?? {}),
    ).toEqual(['solana'])
    expect(approveNamespaces(proposal, address)).toBeUndefined()
  })
})
