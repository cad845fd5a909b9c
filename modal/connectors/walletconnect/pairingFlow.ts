import type { Clock, TimerId } from '../../core/clock/clock'
import type { PairingOffer } from './connectorTypes'
import { PairingAttempt, toPairingError } from './pairingAttempt'
import {
  isPairingUriExpired,
  issuePairingUri,
  msUntilPairingUriExpires,
  type PairingUri,
} from './pairingUri'
import type { WalletConnectSession } from './transport'

/** What the flow asks of its connector. */
export interface PairingFlowHooks {
  clock: Clock
  /** Proposes a session to the relay: a fresh URI and the wallet's approval. */
  propose(): Promise<{ uri: string; approval: Promise<WalletConnectSession> }>
  /** A URI to show (fresh, refreshed, or reused and announced again). */
  onUri(pairing: PairingUri): void
  /** The wallet approved the attempt. */
  onSession(session: WalletConnectSession): void
}

/**
 * One pairing attempt at a time: its URI, refreshed before it expires (SPEC §4: valid 4 min,
 * expired with 10 s or less left) for as long as the attempt waits, and reused when asked.
 *
 * @example
 * ```ts
 * const flow = new PairingFlow({ clock, propose, onUri: show, onSession: keep })
 * const { uri, approval } = await flow.offer(false)
 * ```
 */
export class PairingFlow {
  private attempt: PairingAttempt | undefined
  private refreshTimer: TimerId | undefined
  private pairing: PairingUri | undefined

  constructor(private readonly hooks: PairingFlowHooks) {}

  /** The URI on show, while an attempt waits for a wallet. */
  get uri(): PairingUri | undefined {
    return this.pairing
  }

  /**
   * The attempt's URI and approval. With `reuse` (a messaging-app browser, iOS Safari), a
   * URI still valid is announced again rather than replaced, once an issue under way settles.
   */
  async offer(reuse: boolean): Promise<PairingOffer> {
    if (reuse && this.attempt) {
      await this.attempt.inFlight?.catch(() => undefined)
      const { attempt, pairing } = this
      if (attempt && pairing && !isPairingUriExpired(pairing, this.hooks.clock.now())) {
        // Announced again: whoever shows the URI may have dropped it when the visitor left
        // (a closed modal) and now waits for one to show (issue: no link on the second open).
        this.hooks.onUri(pairing)
        return { ...pairing, approval: attempt.approval }
      }
    }
    const attempt = this.attempt ?? this.start()
    const pairing = await attempt.issue(() => this.propose(attempt))
    return { ...pairing, approval: attempt.approval }
  }

  /** Ends the attempt: its timer stops, its URI goes, and with a `reason` it fails. */
  reset(reason?: unknown): void {
    this.hooks.clock.clearTimeout(this.refreshTimer)
    this.refreshTimer = undefined
    this.pairing = undefined
    const attempt = this.attempt
    this.attempt = undefined
    if (reason && attempt && !attempt.settled) attempt.fail(reason)
  }

  private start(): PairingAttempt {
    const attempt = new PairingAttempt()
    this.attempt = attempt
    attempt.approval.then(
      (session) => {
        if (this.attempt === attempt) this.reset()
        this.hooks.onSession(session)
      },
      () => {
        if (this.attempt === attempt) this.reset()
      },
    )
    return attempt
  }

  private async propose(attempt: PairingAttempt): Promise<PairingUri> {
    // With the relay unreachable the library gives up after about 75 s of retries.
    const { uri, approval } = await this.hooks.propose().catch((error: unknown) => {
      throw toPairingError(error)
    })
    attempt.follow(approval)
    const pairing = issuePairingUri(uri, this.hooks.clock.now())
    if (this.attempt !== attempt || attempt.settled) return pairing
    this.pairing = pairing
    this.scheduleRefresh(attempt, pairing)
    this.hooks.onUri(pairing)
    return pairing
  }

  private scheduleRefresh(attempt: PairingAttempt, pairing: PairingUri): void {
    const { clock } = this.hooks
    clock.clearTimeout(this.refreshTimer)
    this.refreshTimer = clock.setTimeout(
      () => {
        if (this.attempt !== attempt || attempt.settled) return
        attempt.issue(() => this.propose(attempt)).catch((error) => attempt.fail(error))
      },
      msUntilPairingUriExpires(pairing, clock.now()),
    )
  }
}
