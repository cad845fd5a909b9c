import { describe, expect, it } from 'vitest'
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

const noBackend = () => createTestPortico({ options: { endpoints: {} } })

describe('visibility', () => {
  it('default: only built parts show: the wallet method, Receive, Tokens, no flow view', () => {
    const { portico } = createTestPortico()
    expect(shownConnectMethods(portico)).toEqual(['wallet'])
    expect(shownWalletFeatures(portico)).toEqual(['receive'])
    expect(shownAccountTabs(portico)).toEqual(['Tokens'])
    const hidden = VIEWS.filter((view) => !isViewShown(portico, view))
    expect(hidden).toEqual([
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'ConnectingFarcaster',
      'ConnectingSiwe',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
      'SIWXSignMessage',
    ])
    expect(Object.values(BUILT.flows)).not.toContain(true)
  })

  it('parameters: a built part follows the core order, its feature flag and its backend', () => {
    const { portico } = createTestPortico({
      options: { features: { history: false, swaps: false } },
    })
    portico.attachPorts({ pairing: { reset() {} } satisfies PairingPort })
    expect(shownConnectMethods(portico, ALL_BUILT)).toEqual(['email', 'social', 'wallet'])
    expect(shownWalletFeatures(portico, ALL_BUILT)).toEqual(['onramp', 'receive', 'send'])
    expect(shownAccountTabs(portico, ALL_BUILT)).toEqual(['Tokens', 'NFTs'])
    expect(VIEWS.every((view) => isViewShown(portico, view, ALL_BUILT))).toBe(true)
  })

  it('behavior: without a backend, the parts that need one are hidden even when built', () => {
    const { portico } = noBackend()
    expect(shownWalletFeatures(portico, ALL_BUILT)).toEqual(['receive', 'send'])
    expect(shownAccountTabs(portico, ALL_BUILT)).toEqual(['NFTs'])
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
    test.portico.open({ view: 'ConnectingSiwe' })
    expect(test.portico.router.view).toBe('Connect')
    test.portico.router.push('ConnectingFarcaster')
    expect(test.portico.router.view).toBe('Connect')
    await connectTestWallet(test)
    test.portico.open({ view: 'RegisterAccountName' })
    expect(test.portico.router.view).toBe('Account')
    test.portico.router.push('Networks')
    expect(test.portico.router.view).toBe('Networks')
    stop()
    test.portico.router.push('SIWXSignMessage')
    expect(test.portico.router.view).toBe('SIWXSignMessage')
  })
})
