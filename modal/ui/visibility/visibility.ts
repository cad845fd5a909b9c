import { reaction } from 'mobx'
import type { ChainNamespace } from '../../core/caip/types'
import { timeZoneOf } from '../../core/clock/clock'
import type { Portico } from '../../core/createPortico'
import type { ConnectMethod, WalletFeature } from '../../core/options/features'
import type { BackendPart } from '../../core/services/backends'
import { BALANCE_NAMESPACES } from '../../core/stores/balanceStore'
import type { ViewName } from '../../core/stores/routerStore'
import { isRestrictedTimeZone, ONRAMP_NAMESPACES } from '../../features/onramp/onrampRules'
import { isSwapNetwork } from '../../features/swap/swapConstants'
import { type AccountTab, BUILT, type BuiltFlow, type BuiltParts } from './built'

/** The backend each wallet feature calls, if any (Receive and Send need none). */
const WALLET_FEATURE_BACKENDS: Readonly<Partial<Record<WalletFeature, BackendPart>>> = {
  swaps: 'swaps',
  onramp: 'onramp',
}

/** Views that belong to one flow, or need a backend, and so may be hidden. */
const VIEW_FLOWS: Readonly<Partial<Record<ViewName, BuiltFlow>>> = {
  ConnectingFarcaster: 'farcaster',
  ConnectingSiwe: 'siwe',
  SIWXSignMessage: 'siwx',
  RegisterAccountName: 'names',
  RegisterAccountNameSuccess: 'names',
}
/** Views that need WalletConnect (the pairing port): without it they would only spin. */
const PAIRING_VIEWS: readonly ViewName[] = [
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]
/** Views of the embedded wallet's flows: without its auth port they could only fail. */
const AUTH_VIEWS: readonly ViewName[] = [
  'ConnectingFarcaster',
  'ConnectingSocial',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmail',
]
const VIEW_BACKENDS: Readonly<Partial<Record<ViewName, BackendPart>>> = {
  AllWallets: 'walletListing',
  RegisterAccountName: 'names',
  RegisterAccountNameSuccess: 'names',
}
/** Views SPEC §9 limits to some namespaces (names are eip155 names, the swap list is eip155). */
const VIEW_NAMESPACES: Readonly<Partial<Record<ViewName, readonly ChainNamespace[]>>> = {
  RegisterAccountName: ['eip155'],
  RegisterAccountNameSuccess: ['eip155'],
  Swap: ['eip155'],
}

/**
 * Whether the active namespace is one of `namespaces` (SPEC §9 limits); with nothing active
 * yet nothing is ruled out, so a part shows as soon as a namespace it serves connects.
 */
function servesActive(portico: Portico, namespaces: readonly ChainNamespace[]): boolean {
  const namespace = portico.chains.activeNamespace
  return namespace === undefined || namespaces.includes(namespace)
}

/**
 * SPEC §9's network limits per wallet feature: Swap on the swap networks (eip155 ids), Buy
 * crypto on the onramp namespaces (eip155, solana) and outside the restricted time zones.
 * Receive and Send serve every family.
 */
function featureServesActive(portico: Portico, feature: WalletFeature): boolean {
  if (feature === 'swaps') return isSwapNetwork(portico.chains.activeCaipNetwork)
  if (feature === 'onramp') {
    const restricted = isRestrictedTimeZone(timeZoneOf(portico.deps.clock))
    return !restricted && servesActive(portico, ONRAMP_NAMESPACES)
  }
  return true
}

/**
 * The connect methods the Connect view shows, in the core's order (SPEC §2), built ones only.
 *
 * @example
 * ```ts
 * shownConnectMethods(portico) // ['wallet'] until e-mail and social login are built
 * ```
 */
export function shownConnectMethods(portico: Portico, built: BuiltParts = BUILT): ConnectMethod[] {
  return portico.connectors.connectMethodsOrder.filter((method) => built.connectMethods[method])
}

/**
 * The wallet features the Account view offers: enabled (SPEC §2 order), built, with the
 * backend they call configured, and serving the active network (SPEC §9: Swap on the swap
 * networks, Buy crypto on eip155 and solana).
 *
 * @example
 * ```ts
 * shownWalletFeatures(portico) // ['receive']
 * ```
 */
export function shownWalletFeatures(portico: Portico, built: BuiltParts = BUILT): WalletFeature[] {
  return portico.connectors.walletFeatures.filter((feature) => {
    const backend = WALLET_FEATURE_BACKENDS[feature]
    return (
      built.walletFeatures[feature] &&
      (!backend || portico.services.supports(backend)) &&
      featureServesActive(portico, feature)
    )
  })
}

/**
 * The Account view's tabs: Tokens when a token-balance source exists (the Blockchain API or a
 * host's port), Activity when built, on (`features.history`) and its backend configured, NFTs
 * when built. All three only on SPEC §9's activity and balance namespaces (eip155, solana): on
 * bip122 or polkadot the account shows the adapter's native balance alone.
 *
 * @example
 * ```ts
 * shownAccountTabs(portico) // ['Tokens'] with a Blockchain API, [] without
 * ```
 */
export function shownAccountTabs(portico: Portico, built: BuiltParts = BUILT): AccountTab[] {
  const shown: Record<AccountTab, boolean> = {
    Tokens: built.accountTabs.Tokens && portico.ports.tokenBalances !== undefined,
    // NFTs are read from the account's history (SPEC §3 nft_info), so they need it too.
    NFTs:
      built.accountTabs.NFTs && portico.features.history && portico.services.supports('history'),
    Activity:
      built.accountTabs.Activity &&
      portico.features.history &&
      portico.services.supports('history'),
  }
  const served = servesActive(portico, BALANCE_NAMESPACES)
  return (Object.keys(shown) as AccountTab[]).filter((tab) => served && shown[tab])
}

/**
 * Whether a view can show: its flow is built, the backend it needs is configured, for the
 * WalletConnect views WalletConnect is configured (a pairing port) and for the embedded
 * wallet's views the embedded wallet is attached (an auth port). The other views always can.
 *
 * @example
 * ```ts
 * isViewShown(portico, 'ConnectingSiwe') // false until sign-in with Ethereum is built
 * ```
 */
export function isViewShown(portico: Portico, view: ViewName, built: BuiltParts = BUILT): boolean {
  const flow = VIEW_FLOWS[view]
  const backend = VIEW_BACKENDS[view]
  const namespaces = VIEW_NAMESPACES[view]
  const pairing = !PAIRING_VIEWS.includes(view) || portico.ports.pairing !== undefined
  const auth = !AUTH_VIEWS.includes(view) || portico.ports.auth !== undefined
  return (
    pairing &&
    auth &&
    (!flow || built.flows[flow]) &&
    (!backend || portico.services.supports(backend)) &&
    (!namespaces || servesActive(portico, namespaces))
  )
}

/** Where a hidden view leads instead: Account when connected, else Connect. */
export function homeView(portico: Portico): ViewName {
  return portico.chains.isConnected() ? 'Account' : 'Connect'
}

/**
 * Keeps the router off hidden views: whenever the current view cannot show (opened directly by
 * a host, or reached by a flow that is not built), it is replaced by {@link homeView}. Returns
 * the stop function.
 *
 * @example
 * ```ts
 * const stop = guardHiddenViews(portico)
 * portico.open({ view: 'ConnectingSiwe' }) // shows Connect
 * ```
 */
export function guardHiddenViews(portico: Portico, built: BuiltParts = BUILT): () => void {
  return reaction(
    () => portico.modal.isOpen && !isViewShown(portico, portico.router.view, built),
    (hidden) => {
      if (hidden) portico.router.replace(homeView(portico))
    },
    { fireImmediately: true },
  )
}
