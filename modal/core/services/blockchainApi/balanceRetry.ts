import { PorticoError } from '../../errors/porticoError'

// Its own file so that the balance store can tell this error apart without the Blockchain API
// client (a lazy chunk) on the start-up path.
/**
 * Thrown instead of calling when a balance call for the same account failed less than 30 s ago
 * (SPEC §4 "retries within 30 seconds are refused"). Its code is `TOKEN_BALANCE_UNAVAILABLE`, so
 * the message the UI shows is "Token Balance Unavailable"; `retryAt` says when a retry is allowed.
 */
export class BalanceRetryRefusedError extends PorticoError {
  readonly retryAt: number

  constructor(retryAt: number) {
    super('TOKEN_BALANCE_UNAVAILABLE', { details: `retry refused until ${retryAt}` })
    this.retryAt = retryAt
  }
}
