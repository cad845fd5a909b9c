import type { Clock, TimerId } from '../../core/clock/clock'
import { featureError } from '../../core/errors/featureMessages'
import type { PairingOffer } from './connectorTypes'
import { PairingAttempt, toPairingError } from './pairingAttempt'
import {
  isPairingUriExpired,
  issuePairingUri,
  msUntilPairingUriExpires,
  type PairingUri,
} from './pairingUri'
import type { WalletConnectSession } from './transport'

/**
 * How long a proposal may wait for the relay before the visitor is told it cannot be reached
 * (the library itself keeps retrying for about 75 s, or for ever while the socket is refused).
 */
export const RELAY_REACH_TIMEOUT_MS = 15_000

/** What the flow asks of its connector. */
export interface PairingFlowHooks {
  clock: Clock
  /** Proposes a session to the relay: a fresh URI and the wallet's approval. */
  propose(): Promise<{ uri: string; approval: Promise<WalletConnectSession> }>
  /** A URI to show (fresh, refreshed, or reused and announced again). */
  onUri(pairing: PairingUri): void
  /** The wallet approved the attempt. */
  onSession(session: WalletConnectSession): void
  /** No relay answer within RELAY_REACH_TIMEOUT_MS: the next attempt should start afresh. */
  onUnreachable?(): void
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
    const { uri, approval } = await this.proposeWithin(RELAY_REACH_TIMEOUT_MS)
    attempt.follow(approval)
    const pairing = issuePairingUri(uri, this.hooks.clock.now())
    if (this.attempt !== attempt || attempt.settled) return pairing
    this.pairing = pairing
    this.scheduleRefresh(attempt, pairing)
    this.hooks.onUri(pairing)
    return pairing
  }

  /**
   * The relay's answer, or RELAY_UNREACHABLE once `ms` pass on the instance's clock without
   * one: a proposal that answers later is dropped (its approval is never followed).
   */
  private proposeWithin(ms: number): ReturnType<PairingFlowHooks['propose']> {
    const { clock } = this.hooks
    return new Promise((resolve, reject) => {
      let late = false
      const timer = clock.setTimeout(() => {
        late = true
        this.hooks.onUnreachable?.()
        reject(featureError('RELAY_UNREACHABLE', { details: `No relay answer in ${ms} ms` }))
      }, ms)
      this.hooks.propose().then(
        (proposal) => {
          clock.clearTimeout(timer)
          if (late) proposal.approval.catch(() => undefined)
          else resolve(proposal)
        },
        (error: unknown) => {
          clock.clearTimeout(timer)
          reject(toPairingError(error))
        },
      )
    })
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
