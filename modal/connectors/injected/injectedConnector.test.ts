import { describe, expect, it } from 'vitest'
import { findInjectedWallet, INJECTED_CONNECTOR_ID } from './injectedConnector'

describe('findInjectedWallet', () => {
  const provider = { request: async () => null }

  it('default: turns window.ethereum into an INJECTED connector', () => {
    const wallet = findInjectedWallet({ ethereum: provider }, [])
    expect(wallet?.provider).toBe(provider)
    expect(wallet?.connector).toEqual({
      id: INJECTED_CONNECTOR_ID,
      name: 'Browser Wallet',
      type: 'INJECTED',
    })
  })

  it('behavior: not listed when the same provider was announced over EIP-6963', () => {
    expect(findInjectedWallet({ ethereum: provider }, [provider])).toBeUndefined()
  })

  it('parameters: nothing that lacks a request function counts as a provider', () => {
    expect(findInjectedWallet({}, [])).toBeUndefined()
    expect(findInjectedWallet({ ethereum: { request: 'no' } }, [])).toBeUndefined()
    expect(findInjectedWallet({ ethereum: null }, [])).toBeUndefined()
  })
})
