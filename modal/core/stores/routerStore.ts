import { makeAutoObservable } from 'mobx'
import type { CaipNetwork } from '../caip/types'
import type { RecentWallet } from '../storage/storageSchema'
import type { ConnectorEntry } from './connectorTypes'

/**
 * The named views of SPEC §2, plus `Networks` (the networks list) and the wallet features'
 * own views (Send, SendPreview, Receive, BuyCrypto: SPEC §2 loads them on demand).
 *
 * @example
 * ```ts
 * VIEWS.includes('Account') // true
 * ```
 */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectingSiwe',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Networks',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'Send',
  'SendPreview',
  'Receive',
  'BuyCrypto',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'UpdateEmail',
] as const

/**
 * One view of the modal.
 *
 * @example
 * ```ts
 * portico.open({ view: 'Account' satisfies ViewName })
 * ```
 */
export type ViewName = (typeof VIEWS)[number]

/** Data a view needs; ConnectingExternal carries its connector. */
export interface RouteData {
  connector?: ConnectorEntry
  wallet?: RecentWallet
  network?: CaipNetwork
  /** Pairing on a phone shows the QR code too (for a wallet on another device). */
  qr?: boolean
}

/** One entry of the history stack. */
export interface Route {
  view: ViewName
  data: RouteData | undefined
}

/** What the router asks of the rest of the instance. */
export interface RouterHooks {
  /** Back on the last entry, or with UnsupportedChain in the history, closes the modal. */
  close(): void
  /** Called with the view that back navigation leaves. */
  onBack(leftView: ViewName): void
}

/**
 * The modal's navigation: named views in a history stack, with per-view data (SPEC §2).
 * There are no URL routes.
 *
 * @example
 * ```ts
 * portico.router.push('ConnectingExternal', { connector })
 * portico.router.view // 'ConnectingExternal'
 * portico.router.goBack()
 * ```
 */
export class RouterStore {
  history: Route[] = [{ view: 'Connect', data: undefined }]

  constructor(private readonly hooks: RouterHooks) {
    makeAutoObservable<this, 'hooks'>(this, { hooks: false }, { autoBind: true })
  }

  get current(): Route {
    return this.history[this.history.length - 1]!
  }

  get view(): ViewName {
    return this.current.view
  }

  get data(): RouteData | undefined {
    return this.current.data
  }

  /** True when back pops a view rather than closing the modal. */
  get canGoBack(): boolean {
    return this.history.length > 1 && !this.history.some((r) => r.view === 'UnsupportedChain')
  }

  /**
   * Opens `view` on top of the history. Pushing the view already on top without data does
   * nothing, so a double click does not stack the same view twice.
   *
   * @example
   * ```ts
   * portico.router.push('AllWallets')
   * ```
   */
  push(view: ViewName, data?: RouteData): void {
    if (view === this.view && data === undefined) return
    this.history.push({ view, data })
  }

  /**
   * Replaces the view on top of the history.
   *
   * @example
   * ```ts
   * portico.router.replace('Account')
   * ```
   */
  replace(view: ViewName, data?: RouteData): void {
    this.history[this.history.length - 1] = { view, data }
  }

  /**
   * Starts a new history with `view` alone.
   *
   * @example
   * ```ts
   * portico.router.reset('Connect')
   * ```
   */
  reset(view: ViewName, data?: RouteData): void {
    this.history = [{ view, data }]
  }

  /**
   * Pops the history (SPEC §2). With one entry, or with UnsupportedChain anywhere in the
   * history, it closes the modal instead.
   *
   * @example
   * ```ts
   * portico.router.goBack()
   * ```
   */
  goBack(): void {
    const left = this.view
    if (this.canGoBack) this.history.pop()
    else this.hooks.close()
    this.hooks.onBack(left)
  }
}
