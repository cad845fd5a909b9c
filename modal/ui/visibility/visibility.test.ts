import { describe, expect, it } from 'vitest'
import { polkadot, withPolkadotRpcUrl } from '../../chains/polkadot/networks'
import type { PairingPort } from '../../core/stores/ports'
import { VIEWS } from '../../core/stores/routerStore'
import { connectTestWallet, createTestPortico } from '../views/testing/createTestPortico'
import { BUILT, type BuiltParts } from './built'
import {
  guardHiddenViews,
  isViewShown,
  shownAccountTabs,
  shownConnectMethods,
  shownWalletFeatures,
} from './visibility'

/** Every part built: what the modal shows once all features land. */
const ALL_BUILT: BuiltParts = {
  connectMethods: { wallet: true, email: true, social: true },
  walletFeatures: { receive: true, send: true, swaps: true, onramp: true },
  accountTabs: { Tokens: true, NFTs: true, Activity: true },
  flows: { farcaster: true, siwe: true, siwx: true, names: true },
}

/** Only the first parts Portico had: the wallet method, Receive and Tokens. */
const NONE_BUILT: BuiltParts = {
  connectMethods: { wallet: true, email: false, social: false },
  walletFeatures: { receive: true, send: false, swaps: false, onramp: false },
  accountTabs: { Tokens: true, NFTs: false, Activity: false },
  flows: { farcaster: false, siwe: false, siwx: false, names: false },
}

const noBackend = () => createTestPortico({ options: { endpoints: {} } })

describe('visibility', () => {
  it('default: only the parts the switchboard marks built show', () => {
    const { portico } = createTestPortico()
    const built = <K extends string>(parts: Readonly<Record<K, boolean>>, order: readonly K[]) =>
      order.filter((part) => parts[part])
    expect(shownConnectMethods(portico)).toEqual(
      built(BUILT.connectMethods, portico.connectors.connectMethodsOrder),
    )
    expect(shownWalletFeatures(portico)).toEqual(
      built(BUILT.walletFeatures, portico.connectors.walletFeatures),
    )
    expect(shownAccountTabs(portico)).toEqual(
      built(BUILT.accountTabs, ['Tokens', 'NFTs', 'Activity'] as const),
    )
  })

  it('parameters: an unbuilt part is hidden: with only the wallet method, Receive and Tokens built, no flow view shows', () => {
    const { portico } = createTestPortico()
    expect(shownConnectMethods(portico, NONE_BUILT)).toEqual(['wallet'])
    expect(shownWalletFeatures(portico, NONE_BUILT)).toEqual(['receive'])
    expect(shownAccountTabs(portico, NONE_BUILT)).toEqual(['Tokens'])
    const hidden = VIEWS.filter((view) => !isViewShown(portico, view, NONE_BUILT))
    expect(hidden).toEqual(
      expect.arrayContaining([
        'ConnectingWalletConnect',
        'ConnectingWalletConnectBasic',
        'ConnectingFarcaster',
        'ConnectingSiwe',
        'RegisterAccountName',
        'RegisterAccountNameSuccess',
        'SIWXSignMessage',
      ]),
    )
  })

  it('parameters: a built part follows the core order, its feature flag and its backend', () => {
    const { portico } = createTestPortico({
      options: { features: { history: false, swaps: false } },
    })
    portico.attachPorts({ pairing: { reset() {} } satisfies PairingPort, auth: { reload() {} } })
    expect(shownConnectMethods(portico, ALL_BUILT)).toEqual(['email', 'social', 'wallet'])
    expect(shownWalletFeatures(portico, ALL_BUILT)).toEqual(['onramp', 'receive', 'send'])
    expect(shownAccountTabs(portico, ALL_BUILT)).toEqual(['Tokens'])
    expect(VIEWS.every((view) => isViewShown(portico, view, ALL_BUILT))).toBe(true)
  })

  it('behavior: on polkadot no Tokens, NFTs or Activity tab shows, even with every part built and a backend', () => {
    const { portico } = createTestPortico({
      options: { networks: [withPolkadotRpcUrl(polkadot, 'ws://127.0.0.1:9')] },
    })
    expect(portico.chains.activeNamespace).toBe('polkadot')
    expect(portico.services.supports('history')).toBe(true)
    expect(shownAccountTabs(portico, ALL_BUILT)).toEqual([])
  })

  it('behavior: without a backend, the parts that need one are hidden even when built', () => {
    const { portico } = noBackend()
    expect(shownWalletFeatures(portico, ALL_BUILT)).toEqual(['receive', 'send'])
    expect(shownAccountTabs(portico, ALL_BUILT)).toEqual([])
    expect(isViewShown(portico, 'AllWallets', ALL_BUILT)).toBe(false)
    expect(isViewShown(portico, 'RegisterAccountName', ALL_BUILT)).toBe(false)
    expect(isViewShown(portico, 'ConnectingSiwe', ALL_BUILT)).toBe(true)
    // WalletConnect is not a backend of Portico's: its views need only the pairing port.
    expect(isViewShown(portico, 'ConnectingWalletConnectBasic', ALL_BUILT)).toBe(false)
    portico.attachPorts({ pairing: { reset() {} } satisfies PairingPort })
    expect(isViewShown(portico, 'ConnectingWalletConnectBasic', ALL_BUILT)).toBe(true)
  })

  it('behavior: a hidden view opened directly gives way to Connect, or Account when connected', async () => {
    const test = createTestPortico()
    const stop = guardHiddenViews(test.portico)
    test.portico.open({ view: 'ConnectingFarcaster' })
    expect(test.portico.router.view).toBe('Connect')
    test.portico.router.push('ConnectingFarcaster')
    expect(test.portico.router.view).toBe('Connect')
    await connectTestWallet(test)
    test.portico.open({ view: 'ConnectingFarcaster' })
    expect(test.portico.router.view).toBe('Account')
    test.portico.router.push('Networks')
    expect(test.portico.router.view).toBe('Networks')
    stop()
    test.portico.router.push('ConnectingFarcaster')
    expect(test.portico.router.view).toBe('ConnectingFarcaster')
  })
})
