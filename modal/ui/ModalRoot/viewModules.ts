import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ViewName } from '../../core/stores/routerStore'
import { Connect } from '../views/Connect/Connect'
import type { ViewProps } from '../views/viewProps'

type LazyView = LazyExoticComponent<ComponentType<ViewProps>> | ComponentType<ViewProps>

/**
 * Every view but Connect as its own chunk: a bundler splits each `import()` off the start-up
 * bundle, so a page pays for a view only when the modal first shows it. Connect, the view
 * nearly every visitor opens first, ships in the start-up bundle (about 2 KiB gzip): loading it
 * lazily cost a chunk round trip plus React's Suspense reveal delay, ~300 ms on every first open.
 */
export const VIEW_MODULES: Readonly<Record<ViewName, LazyView>> = {
  Connect,
  Account: lazy(() => import('../views/Account/Account')),
  AllWallets: lazy(() => import('../views/AllWallets/AllWallets')),
  ConnectingWalletConnect: lazy(
    () => import('../views/ConnectingWalletConnect/ConnectingWalletConnect'),
  ),
  ConnectingWalletConnectBasic: lazy(
    () => import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic'),
  ),
  ConnectingExternal: lazy(() => import('../views/ConnectingExternal/ConnectingExternal')),
  ConnectingFarcaster: lazy(() => import('../views/ConnectingFarcaster/ConnectingFarcaster')),
  // Legacy SIWE runs over the SIWX flow: the same prompt, titled "Sign in with Ethereum".
  ConnectingSiwe: lazy(() => import('../../features/siwx/SIWXSignMessage')),
  UnsupportedChain: lazy(() => import('../views/UnsupportedChain/UnsupportedChain')),
  RegisterAccountName: lazy(() => import('../../features/names/RegisterAccountName')),
  RegisterAccountNameSuccess: lazy(
    () => import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess'),
  ),
  SIWXSignMessage: lazy(() => import('../../features/siwx/SIWXSignMessage')),
  ApproveTransaction: lazy(() => import('../views/ApproveTransaction/ApproveTransaction')),
  Networks: lazy(() => import('../views/Networks/Networks')),
  Swap: lazy(() => import('../../features/swap/views/SwapView')),
  SwapSelectToken: lazy(() => import('../../features/swap/views/SwapSelectToken')),
  SwapPreview: lazy(() => import('../../features/swap/views/SwapPreview')),
  Send: lazy(() => import('../../features/send/views/Send')),
  SendPreview: lazy(() => import('../../features/send/views/SendPreview')),
  Receive: lazy(() => import('../../features/receive/Receive')),
  BuyCrypto: lazy(() => import('../../features/onramp/OnrampPanel')),
  EmailVerifyOtp: lazy(() => import('../views/EmailVerifyOtp/EmailVerifyOtp')),
  EmailVerifyDevice: lazy(() => import('../views/EmailVerifyDevice/EmailVerifyDevice')),
  ConnectingSocial: lazy(() => import('../views/ConnectingSocial/ConnectingSocial')),
  UpdateEmail: lazy(() => import('../views/UpdateEmail/UpdateEmail')),
}
