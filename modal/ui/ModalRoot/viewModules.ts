import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ViewName } from '../../core/stores/routerStore'
import type { ViewProps } from '../views/viewProps'

type LazyView = LazyExoticComponent<ComponentType<ViewProps>>

/**
 * Every view as its own chunk: a bundler splits each `import()` off the start-up bundle, so a
 * page pays for a view only when the modal first shows it. React caches each loaded module.
 */
export const VIEW_MODULES: Readonly<Record<ViewName, LazyView>> = {
  Connect: lazy(() => import('../views/Connect/Connect')),
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
  ConnectingSiwe: lazy(() => import('../views/ConnectingSiwe/ConnectingSiwe')),
  UnsupportedChain: lazy(() => import('../views/UnsupportedChain/UnsupportedChain')),
  RegisterAccountName: lazy(() => import('../views/RegisterAccountName/RegisterAccountName')),
  RegisterAccountNameSuccess: lazy(
    () => import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess'),
  ),
  SIWXSignMessage: lazy(() => import('../views/SIWXSignMessage/SIWXSignMessage')),
  ApproveTransaction: lazy(() => import('../views/ApproveTransaction/ApproveTransaction')),
  Networks: lazy(() => import('../views/Networks/Networks')),
}
