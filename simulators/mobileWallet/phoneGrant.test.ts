import { describe, expect, it } from 'vitest'
import { PHONE_BITCOIN_CHAIN } from './bip122Requests'
import { phoneGrant } from './phoneGrant'
import { PHONE_POLKADOT_ACCOUNT } from './polkadotGrant'

const REFERENCE = 'd0f5c2aecd2e5f8bd4a4d5e5b4c3a2f1'
const keys = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', solanaAddress: 'So1ana' }
const ask = (chains: Record<string, string[]>) => ({
  optionalNamespaces: Object.fromEntries(
    Object.entries(chains).map(([family, list]) => [
      family,
      {
        chains: list,
        methods: ['personal_sign', 'polkadot_signMessage', 'signMessage'],
        events: [],
      },
    ]),
  ),
})

describe('phoneGrant', () => {
  it('default: every asked family it holds, polkadot with its account on the lab chain', () => {
    const proposal = ask({
      eip155: ['eip155:31337'],
      bip122: [PHONE_BITCOIN_CHAIN],
      polkadot: [`polkadot:${REFERENCE}`],
    })
    const granted = phoneGrant(proposal, { ...keys, polkadotReference: REFERENCE })
    expect(Object.keys(granted ?? {})).toEqual(['eip155', 'bip122', 'polkadot'])
    expect(granted?.polkadot).toEqual({
      chains: [`polkadot:${REFERENCE}`],
      accounts: [`polkadot:${REFERENCE}:${PHONE_POLKADOT_ACCOUNT.address}`],
      methods: ['polkadot_signMessage'],
      events: [],
    })
  })

  it('parameters: polkadot only on the lab chain it knows; nothing grantable is undefined', () => {
    const other = ask({ polkadot: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'] })
    expect(phoneGrant(other, { ...keys, polkadotReference: REFERENCE })).toBeUndefined()
    const lab = ask({ polkadot: [`polkadot:${REFERENCE}`] })
    expect(phoneGrant(lab, keys)).toBeUndefined()
  })
})
