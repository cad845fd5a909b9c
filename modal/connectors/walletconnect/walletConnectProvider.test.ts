import { describe, expect, it } from 'vitest'
import type { WalletConnectSession } from './transport'
import { createWalletConnectProvider } from './walletConnectProvider'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup() {
  const sent: Array<[string, unknown]> = []
  const listeners = new Set<(name: string, data: unknown) => void>()
  const session = {
    namespaces: { eip155: { accounts: [`eip155:1:${ADDRESS}`, `eip155:10:${ADDRESS}`] } },
  } as unknown as WalletConnectSession
  const provider = createWalletConnectProvider({
    session: () => session,
    chainId: () => '10',
    request: async (method, params) => {
      sent.push([method, params])
      return '0xsigned'
    },
    onWalletEvent: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  })
  const walletEvent = (name: string, data: unknown) => {
    for (const listener of listeners) listener(name, data)
  }
  return { provider, sent, walletEvent, listeners }
}

describe('createWalletConnectProvider', () => {
  it('default: accounts and chain come from the session; other requests go to the phone', async () => {
    const { provider, sent } = setup()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).toBe(
      '0xsigned',
    )
    expect(sent).toEqual([['personal_sign', ['0x68', ADDRESS]]])
  })

  it('behavior: on/removeListener follow the wallet events of that name', () => {
    const { provider, walletEvent, listeners } = setup()
    const seen: unknown[] = []
    const listener = (chainId: never) => seen.push(chainId)
    provider.on?.('chainChanged', listener)
    walletEvent('accountsChanged', [])
    walletEvent('chainChanged', '0x1')
    provider.removeListener?.('chainChanged', listener)
    walletEvent('chainChanged', '0x2')
    expect(seen).toEqual(['0x1'])
    expect(listeners.size).toBe(0)
  })
})
