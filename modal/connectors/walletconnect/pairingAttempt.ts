import { PorticoError } from '../../core/errors/porticoError'
import type { PairingUri } from './pairingUri'
import type { WalletConnectSession } from './transport'

/** Sign-protocol codes a wallet answers a proposal with when the visitor declines it. */
const DECLINED_CODES = new Set([5000, 5001, 5002, 5003])

/**
 * One connection attempt: it may show several URIs in turn (each fresh one replaces an
 * expired one), and settles once, with the first session a wallet approves or the first
 * refusal. Proposals that merely expired after being replaced are ignored.
 */
export class PairingAttempt {
  readonly approval: Promise<WalletConnectSession>
  settled = false
  /** The URI being issued right now, if any: callers await it instead of issuing another. */
  inFlight: Promise<PairingUri> | undefined
  private proposals = 0
  private resolve!: (session: WalletConnectSession) => void
  private reject!: (error: unknown) => void

  constructor() {
    this.approval = new Promise<WalletConnectSession>((resolve, reject) => {
      this.resolve = resolve
      this.reject = reject
    })
    // Callers may drop the offer (a refreshed URI, a closed modal): no unhandled rejection.
    this.approval.catch(() => undefined)
  }

  /** Runs `issueUri` unless one is already running, in which case that one is awaited. */
  issue(issueUri: () => Promise<PairingUri>): Promise<PairingUri> {
    this.inFlight ??= issueUri().finally(() => {
      this.inFlight = undefined
    })
    return this.inFlight
  }

  /** Ties a proposal's approval to this attempt. */
  follow(approval: Promise<WalletConnectSession>): void {
    const index = ++this.proposals
    approval.then(
      (session) => this.settle(() => this.resolve(session)),
      (error: unknown) => {
        const replaced = index < this.proposals
        const declined = DECLINED_CODES.has(codeOf(error))
        if (replaced && !declined) return
        this.fail(declined ? declinedError(error) : toPairingError(error))
      },
    )
  }

  fail(error: unknown): void {
    this.settle(() => this.reject(error))
  }

  private settle(action: () => void): void {
    if (this.settled) return
    this.settled = true
    action()
  }
}

function codeOf(error: unknown): number {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'number' ? code : Number.NaN
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? message : String(error)
}

function declinedError(error: unknown): PorticoError {
  const details = `The wallet declined the session (${codeOf(error)}: ${messageOf(error)})`
  return new PorticoError('USER_REJECTED', { details, cause: error })
}

/** A pairing failure as Portico reports it: SOMETHING_WENT_WRONG with the library's reason. */
export function toPairingError(error: unknown): unknown {
  if (error instanceof PorticoError) return error
  return new PorticoError('SOMETHING_WENT_WRONG', {
    details: `Pairing failed: ${messageOf(error)}`,
    cause: error,
  })
}
