import type { ErrorCode } from './catalogue'
import { type CoreErrorCode, coreMessage, fillMessage } from './coreMessages'

/**
 * Options of a {@link PorticoError}.
 *
 * @example
 * ```ts
 * throw new PorticoError('SOMETHING_WENT_WRONG', { cause: error, details: 'GET /v1/x' } satisfies PorticoErrorOptions)
 * ```
 */
export interface PorticoErrorOptions {
  /** Values for the message's placeholders, e.g. `{ status: 500 }`. */
  values?: Record<string, string | number>
  /** Extra technical text for logs and developers (never shown instead of the short message). */
  details?: string
  /** The underlying error. */
  cause?: unknown
}

/**
 * The base of every error Portico raises: a stable `code`, the SPEC §8 `shortMessage`,
 * optional `details` and the original `cause`. `new PorticoError(code)` takes the codes
 * start-up code can raise (`CoreErrorCode`); `catalogueError(code)` makes any code.
 *
 * @example
 * ```ts
 * throw new PorticoError('HTTP_STATUS', { values: { status: 500 } })
 * // err.code === 'HTTP_STATUS', err.shortMessage === 'HTTP status code: 500'
 * throw catalogueError('FAILED_TO_INITIALIZE_SWAP') // a code of a lazily loaded feature
 * ```
 */
export class PorticoError extends Error {
  override readonly name = 'PorticoError'
  readonly code: ErrorCode
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: CoreErrorCode, options?: PorticoErrorOptions)
  /**
   * A code of the lazily loaded part of the catalogue, with its text: what `featureError`
   * (`featureMessages.ts`) passes, so start-up carries only the core part's texts.
   */
  constructor(code: ErrorCode, options: PorticoErrorOptions, template: string)
  constructor(code: ErrorCode, options: PorticoErrorOptions = {}, template?: string) {
    const shortMessage = template
      ? fillMessage(template, options.values)
      : coreMessage(code as CoreErrorCode, options.values)
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

/**
 * True when `error` is a {@link PorticoError}, optionally of one code.
 *
 * @example
 * ```ts
 * try { await portico.connection.connect('eip155', 'io.metamask') } catch (error) {
 *   if (isPorticoError(error, 'USER_REJECTED')) showRetry()
 * }
 * ```
 */
export function isPorticoError(error: unknown, code?: ErrorCode): error is PorticoError {
  return error instanceof PorticoError && (code === undefined || error.code === code)
}
