import { makeAutoObservable } from 'mobx'
import type { Clock, TimerId } from '../clock/clock'

/** SPEC §3 Snackbar variant. */
export type SnackbarVariant = 'success' | 'error' | 'loading'

/** An icon the snackbar shows instead of the variant's own. */
export interface SnackbarSvg {
  icon: string
  iconColor?: string
}

/** SPEC §4, §9: a new message waits this long after closing the open one. */
export const SNACKBAR_SWAP_DELAY_MS = 150
/** How long an auto-closing message stays. SPEC leaves it open; this is our choice. */
export const SNACKBAR_AUTO_CLOSE_MS = 2_500

/** Options of {@link SnackbarStore.show}. */
export interface SnackbarShowOptions {
  variant?: SnackbarVariant
  svg?: SnackbarSvg
  /** Defaults to true, except for loading messages which stay until replaced or hidden. */
  autoClose?: boolean
}

/**
 * The one-line message at the bottom of the modal (SPEC §3, §4). A new message while one is
 * open first closes it, then shows after 150 ms, so the visitor sees the change.
 *
 * @example
 * ```ts
 * portico.snackbar.show('Transaction started', { variant: 'success' })
 * portico.snackbar.open // true
 * ```
 */
export class SnackbarStore {
  message = ''
  variant: SnackbarVariant = 'success'
  svg: SnackbarSvg | undefined = undefined
  open = false
  autoClose = true
  private swapTimer: TimerId | undefined
  private closeTimer: TimerId | undefined
  /** Messages a view shows in place right now (a failed list), with how many views show each. */
  private readonly inPlace = new Map<string, number>()

  constructor(private readonly clock: Clock) {
    makeAutoObservable<this, 'clock' | 'swapTimer' | 'closeTimer' | 'inPlace'>(
      this,
      { clock: false, swapTimer: false, closeTimer: false, inPlace: false },
      { autoBind: true },
    )
  }

  /**
   * Says that a view shows `message` in place (a failed list with its SPEC §8 title and "Try
   * again"), so the snackbar does not say the same words a second time while it does: an open
   * snackbar with that message closes, and the message does not open it until the returned
   * release is called. Elsewhere (another tab, another view) the snackbar still says it.
   *
   * @example
   * ```ts
   * const release = portico.snackbar.showInPlace('Token Balance Unavailable')
   * release() // the view no longer shows it
   * ```
   */
  showInPlace(message: string): () => void {
    this.inPlace.set(message, (this.inPlace.get(message) ?? 0) + 1)
    if (this.open && this.message === message) this.hide()
    let released = false
    return () => {
      if (released) return
      released = true
      const count = (this.inPlace.get(message) ?? 1) - 1
      if (count > 0) this.inPlace.set(message, count)
      else this.inPlace.delete(message)
    }
  }

  /**
   * Shows a message, replacing the open one after {@link SNACKBAR_SWAP_DELAY_MS}.
   *
   * @example
   * ```ts
   * portico.snackbar.show('Authenticating...', { variant: 'loading' })
   * ```
   */
  show(message: string, options: SnackbarShowOptions = {}): void {
    if (this.inPlace.has(message)) return
    this.clearTimers()
    if (!this.open) {
      this.display(message, options)
      return
    }
    this.open = false
    this.swapTimer = this.clock.setTimeout(
      () => this.display(message, options),
      SNACKBAR_SWAP_DELAY_MS,
    )
  }

  /**
   * Shows a success message.
   *
   * @example
   * ```ts
   * portico.snackbar.showSuccess('Transaction started')
   * ```
   */
  showSuccess(message: string): void {
    this.show(message, { variant: 'success' })
  }

  /**
   * Shows an error; a PorticoError shows its catalogue `shortMessage`.
   *
   * @example
   * ```ts
   * portico.snackbar.showError(new PorticoError('TOKEN_BALANCE_UNAVAILABLE'))
   * ```
   */
  showError(error: string | { shortMessage: string }): void {
    this.show(typeof error === 'string' ? error : error.shortMessage, { variant: 'error' })
  }

  /**
   * Shows a loading message that stays until replaced or hidden.
   *
   * @example
   * ```ts
   * portico.snackbar.showLoading('Authenticating...')
   * ```
   */
  showLoading(message: string): void {
    this.show(message, { variant: 'loading' })
  }

  /**
   * Closes the snackbar and cancels a message waiting to show.
   *
   * @example
   * ```ts
   * portico.snackbar.hide()
   * ```
   */
  hide(): void {
    this.clearTimers()
    this.open = false
  }

  private display(message: string, options: SnackbarShowOptions): void {
    if (this.inPlace.has(message)) return
    const variant = options.variant ?? 'success'
    this.message = message
    this.variant = variant
    this.svg = options.svg
    this.autoClose = options.autoClose ?? variant !== 'loading'
    this.open = true
    if (this.autoClose) {
      this.closeTimer = this.clock.setTimeout(() => this.hide(), SNACKBAR_AUTO_CLOSE_MS)
    }
  }

  private clearTimers(): void {
    this.clock.clearTimeout(this.swapTimer)
    this.clock.clearTimeout(this.closeTimer)
    this.swapTimer = undefined
    this.closeTimer = undefined
  }
}
