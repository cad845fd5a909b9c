import { describe, expect, it } from 'vitest'
import {
  APP_READY_EVENT,
  REGISTER_WALLET_EVENT,
  type StandardWallet,
  type WalletRegistryApi,
} from './walletStandard'
import { WalletStandardRegistry } from './walletStandardRegistry'

const wallet = (name: string): StandardWallet => ({
  version: '1.0.0',
  name,
  icon: 'data:image/svg+xml,<svg/>',
  chains: ['solana:mainnet'],
  features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
  accounts: [],
})

const registerOn = (target: EventTarget, ...wallets: unknown[]) =>
  target.dispatchEvent(
    new CustomEvent(REGISTER_WALLET_EVENT, {
      detail: (api: WalletRegistryApi) => api.register(...(wallets as StandardWallet[])),
    }),
  )

describe('WalletStandardRegistry', () => {
  it('default: wallets that register before and after start() are both found', () => {
    const page = new EventTarget()
    const early = wallet('Early')
    // A wallet loaded first waits for the app's app-ready event.
    page.addEventListener(APP_READY_EVENT, (event) =>
      (event as CustomEvent<WalletRegistryApi>).detail.register(early),
    )
    const registry = new WalletStandardRegistry(page)
    const seen: string[][] = []
    registry.subscribe((list) => seen.push(list.map((w) => w.name)))
    registry.start()
    registerOn(page, wallet('Late'))
    expect(registry.get().map((w) => w.name)).toEqual(['Early', 'Late'])
    expect(seen).toEqual([['Early'], ['Early', 'Late']])
  })

  it('behavior: nothing is registered before start() or after stop()', () => {
    const page = new EventTarget()
    const registry = new WalletStandardRegistry(page)
    registerOn(page, wallet('Before'))
    registry.start()
    registry.stop()
    registerOn(page, wallet('After'))
    expect(registry.get()).toEqual([])
  })

  it('behavior: malformed wallets are dropped; unregister removes a wallet', () => {
    const page = new EventTarget()
    const registry = new WalletStandardRegistry(page)
    registry.start()
    let unregister: (() => void) | undefined
    page.dispatchEvent(
      new CustomEvent(REGISTER_WALLET_EVENT, {
        detail: (api: WalletRegistryApi) => {
          unregister = api.register(wallet('Good'), {
            name: 'No version',
          } as unknown as StandardWallet)
        },
      }),
    )
    expect(registry.get().map((w) => w.name)).toEqual(['Good'])
    unregister?.()
    expect(registry.get()).toEqual([])
  })

  it('behavior: two registries on two windows share nothing', () => {
    const [a, b] = [new EventTarget(), new EventTarget()]
    const [ra, rb] = [new WalletStandardRegistry(a), new WalletStandardRegistry(b)]
    ra.start()
    rb.start()
    registerOn(a, wallet('Only A'))
    expect(rb.get()).toEqual([])
    expect(ra.get()).toHaveLength(1)
  })
})
