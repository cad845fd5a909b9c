import { describe, expect, it } from 'vitest'
import type { Eip6963ProviderDetail } from '../../modal/connectors/eip6963/eip6963'
import { installSimulatedWallets, type SimulatedWalletWindow } from './installSimulatedWallets'

// No request below reaches a node: nothing here forwards a read.
const rpcUrl = 'http://127.0.0.1:1'

function collectAnnouncements(target: EventTarget): Eip6963ProviderDetail[] {
  const details: Eip6963ProviderDetail[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    details.push((event as CustomEvent<Eip6963ProviderDetail>).detail)
  })
  return details
}

describe('installSimulatedWallets', () => {
  it('default: announces Alpha, Beta and Gamma with frozen details and sets window.ethereum', () => {
    const target: SimulatedWalletWindow = new EventTarget()
    const details = collectAnnouncements(target)
    const { wallets } = installSimulatedWallets(target, { rpcUrl })
    expect(details.map((detail) => detail.info.rdns)).toEqual([
      'io.portico.lab.alpha',
      'io.portico.lab.beta',
      'io.portico.lab.gamma',
    ])
    expect(details.map((detail) => detail.info.name)).toEqual([
      'Alpha Wallet',
      'Beta Wallet',
      'Gamma Wallet',
    ])
    for (const detail of details) {
      expect(Object.isFrozen(detail)).toBe(true)
      expect(Object.isFrozen(detail.info)).toBe(true)
      expect(detail.info.icon).toMatch(/^data:image\/svg\+xml,/)
      expect(detail.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(details[0]?.provider).toBe(wallets.alpha.provider)
    expect(target.ethereum).toBe(wallets.legacy.provider)
    expect(wallets.legacy.rdns).toBeUndefined()
  })

  it('behavior: answers every eip6963:requestProvider with the same providers again', () => {
    const target = new EventTarget()
    installSimulatedWallets(target, { rpcUrl })
    const details = collectAnnouncements(target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
  })

  it('behavior: uninstall stops announcing and removes window.ethereum', () => {
    const target: SimulatedWalletWindow = new EventTarget()
    const { uninstall } = installSimulatedWallets(target, { rpcUrl })
    uninstall()
    const details = collectAnnouncements(target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(0)
    expect(target.ethereum).toBeUndefined()
  })

  it('parameters: starting settings per wallet, extra chains from CaipNetworks', () => {
    const { wallets } = installSimulatedWallets(new EventTarget(), {
      rpcUrl,
      settings: { beta: { mode: 'reject', delayMs: 250 } },
      chains: [
        {
          id: 1,
          caipNetworkId: 'eip155:1',
          name: 'Ethereum',
          chainNamespace: 'eip155',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [] } },
        },
      ],
    })
    expect(wallets.beta.getSettings()).toMatchObject({ mode: 'reject', delayMs: 250 })
    expect(wallets.alpha.getSettings().mode).toBe('approve')
    expect(wallets.alpha.getSettings().knownChainIds).toEqual([31337, 1])
    expect(JSON.parse(JSON.stringify(wallets.alpha.getState())).settings.chainId).toBe(31337)
  })

  it('parameters: refuses an RPC URL off this machine', () => {
    expect(() =>
      installSimulatedWallets(new EventTarget(), { rpcUrl: 'https://rpc.example.org' }),
    ).toThrow(/127\.0\.0\.1/)
  })
})
