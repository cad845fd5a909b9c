import { makeAutoObservable } from 'mobx'
import type { ChainNamespace } from '../caip/types'
import type { Clock, TimerId } from '../clock/clock'
import type { RouteData, RouterStore, ViewName } from './routerStore'
import { ViewMounts } from './viewMounts'

/** SPEC §4, §9: the shake animation lasts 500 ms. */
export const SHAKE_MS = 500

/**
 * Options of {@link ModalStore.open}.
 *
 * @example
 * ```ts
 * portico.open({ view: 'Networks' } satisfies OpenOptions)
 * ```
 */
export interface OpenOptions {
  /** The view to open on; defaults to Account when connected, else Connect. */
  view?: ViewName
  data?: RouteData
  /** Makes this namespace active and shows only its connectors. */
  namespace?: ChainNamespace
}

/** What the modal reads from, and asks of, the rest of the instance. */
export interface ModalContext {
  device: 'mobile' | 'desktop'
  embedded: boolean
  appendToPage: boolean
  activeNamespace(): ChainNamespace | undefined
  hasAdapters(): boolean
  hasAddress(): boolean
  isConnected(): boolean
  /** With a namespace: make it active and filter connectors; undefined: drop the filter. */
  focusNamespace(namespace: ChainNamespace | undefined): void
  /** True when sign-in is required and no session exists (SPEC §4). */
  signInPending(): boolean
  rejectPendingRequests(): void
  onOpen(): void
  /** Where `open()` with nothing mounted warns (see {@link ViewMounts}). */
  warn?(message: string): void
}

/** Views on which a required, missing sign-in forbids closing (SPEC §4). */
const SIGN_IN_GUARDED_VIEWS: readonly ViewName[] = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * Whether the modal is open, what it shows first, loading per namespace, the shake, and the
 * embedded and append-to-page modes (SPEC §2, §4).
 *
 * @example
 * ```ts
 * portico.modal.open()
 * portico.modal.isOpen // true
 * portico.router.view // 'Connect' when disconnected
 * ```
 */
export class ModalStore {
  isOpen = false
  /** How many times the modal has opened: each opening shows a fresh instance of its views. */
  opens = 0
  /** Loading flag per namespace. */
  loading: Partial<Record<ChainNamespace, boolean>> = {}
  shake = false
  /** Embedded mode: rendered inline, never as an overlay. */
  readonly embedded: boolean
  /** The append-to-page switch: when false the UI does not attach the modal element. */
  appendToPage: boolean
  /** What shows this modal (a provider, a page mount); `open()` warns once with none. */
  readonly views: ViewMounts
  private shakeTimer: TimerId | undefined

  constructor(
    private readonly clock: Clock,
    private readonly router: RouterStore,
    private readonly context: ModalContext,
  ) {
    this.embedded = context.embedded
    this.appendToPage = context.appendToPage
    this.views = new ViewMounts((message) => context.warn?.(message))
    makeAutoObservable<this, 'clock' | 'router' | 'context' | 'shakeTimer'>(
      this,
      {
        clock: false,
        router: false,
        context: false,
        shakeTimer: false,
        embedded: false,
        views: false,
      },
      { autoBind: true },
    )
  }

  /** The loading flag of the active namespace. */
  get isLoading(): boolean {
    const namespace = this.context.activeNamespace()
    return namespace !== undefined && this.loading[namespace] === true
  }

  /** True when the modal floats above the page (not in embedded mode). */
  get isOverlay(): boolean {
    return !this.embedded
  }

  /** False on SIWXSignMessage and ApproveTransaction while a required sign-in is missing. */
  get canClose(): boolean {
    return !(SIGN_IN_GUARDED_VIEWS.includes(this.router.view) && this.context.signInPending())
  }

  /** The view `open()` with no options would show now (what the UI may prepare, hidden). */
  get viewOnOpen(): ViewName {
    return this.initialView(undefined)
  }

  /**
   * The view on screen. In embedded mode a closed modal still shows: Account when connected,
   * Connect when not (SPEC §2). Undefined when nothing shows.
   */
  get shownView(): ViewName | undefined {
    if (this.isOpen) return this.router.view
    if (!this.embedded) return undefined
    return this.context.isConnected() ? 'Account' : 'Connect'
  }

  /**
   * Opens the modal (SPEC §2 "Opening the modal"): with no adapters and no address, a mobile
   * goes to AllWallets and a desktop to ConnectingWalletConnectBasic; otherwise the requested
   * view, else Account when connected, else Connect.
   *
   * @example
   * ```ts
   * portico.modal.open({ view: 'Networks' })
   * portico.modal.open({ namespace: 'solana' })
   * ```
   */
  open(options: OpenOptions = {}): void {
    if (options.namespace) this.context.focusNamespace(options.namespace)
    const view = this.initialView(options.view)
    if (this.isOpen && options.view) this.router.push(view, options.data)
    else this.router.reset(view, options.data)
    if (!this.isOpen) {
      this.opens += 1
      this.isOpen = true
      this.context.onOpen()
      this.views.checkOpened()
    }
  }

  /**
   * Closes the modal and rejects pending unsafe requests (SPEC §4). Where closing is disabled
   * (see {@link canClose}) the modal shakes instead and false is returned.
   *
   * @example
   * ```ts
   * portico.modal.close()
   * ```
   */
  close(): boolean {
    if (!this.canClose) {
      this.triggerShake()
      return false
    }
    this.isOpen = false
    this.context.focusNamespace(undefined)
    this.context.rejectPendingRequests()
    return true
  }

  /**
   * Shakes the modal for 500 ms (a refused action, say).
   *
   * @example
   * ```ts
   * portico.modal.triggerShake()
   * ```
   */
  triggerShake(): void {
    this.clock.clearTimeout(this.shakeTimer)
    this.shake = true
    this.shakeTimer = this.clock.setTimeout(() => this.endShake(), SHAKE_MS)
  }

  /**
   * Sets the loading flag of `namespace` (default: the active one).
   *
   * @example
   * ```ts
   * portico.modal.setLoading(true, 'solana')
   * ```
   */
  setLoading(loading: boolean, namespace = this.context.activeNamespace()): void {
    if (namespace) this.loading = { ...this.loading, [namespace]: loading }
  }

  /**
   * Turns the append-to-page switch on or off.
   *
   * @example
   * ```ts
   * portico.modal.setAppendToPage(false)
   * ```
   */
  setAppendToPage(appendToPage: boolean): void {
    this.appendToPage = appendToPage
  }

  private endShake(): void {
    this.shake = false
    this.shakeTimer = undefined
  }

  private initialView(requested: ViewName | undefined): ViewName {
    const { context } = this
    if (!context.hasAdapters() && !context.hasAddress()) {
      return context.device === 'mobile' ? 'AllWallets' : 'ConnectingWalletConnectBasic'
    }
    if (requested) return requested
    return context.isConnected() ? 'Account' : 'Connect'
  }
}
