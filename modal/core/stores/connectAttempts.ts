import type { ChainNamespace } from '../caip/types'
import type { Logger } from '../deps'
import { PorticoError } from '../errors/porticoError'

/** One connect attempt: race the wallet against `aborted`. */
export interface ConnectAttempt {
  /** Rejects with REQUEST_ABORTED when the attempt is cancelled. */
  readonly aborted: Promise<never>
  readonly cancelled: boolean
  /** Forgets the attempt once it settled. */
  finish(): void
}

/**
 * The connect attempts under way, one per namespace, so that closing the modal can give up on a
 * wallet that never answers (issue 11 defect 8). A new attempt on a namespace cancels the old.
 *
 * @example
 * ```ts
 * const attempt = attempts.start('eip155')
 * await Promise.race([adapter.connect(params), attempt.aborted])
 * ```
 */
export class ConnectAttempts {
  private readonly cancels = new Map<ChainNamespace, () => void>()

  constructor(private readonly logger: Pick<Logger, 'warn'>) {}

  /**
   * Loads the adapter and connects, each step raced against cancellation, then applies the
   * answer. A wallet that answers after the attempt was cancelled, or whose answer cannot be
   * applied, has its session dropped at once, so no listener of ours stays on it.
   */
  async run<A extends { disconnect(): Promise<void> }, T>(
    namespace: ChainNamespace,
    steps: { load(): Promise<A>; connect(adapter: A): Promise<T>; apply(answer: T): void },
  ): Promise<T> {
    const attempt = this.start(namespace)
    try {
      const adapter = await Promise.race([steps.load(), attempt.aborted])
      const drop = () =>
        adapter.disconnect().catch((error: unknown) => {
          this.logger.warn(`dropping a late ${namespace} session failed`, error)
        })
      const answer = steps.connect(adapter)
      answer.then(
        () => {
          if (attempt.cancelled) void drop()
        },
        () => undefined,
      )
      const connection = await Promise.race([answer, attempt.aborted])
      try {
        steps.apply(connection)
      } catch (error) {
        drop()
        throw error
      }
      return connection
    } finally {
      attempt.finish()
    }
  }

  start(namespace: ChainNamespace): ConnectAttempt {
    this.cancels.get(namespace)?.()
    let reject: (error: PorticoError) => void = () => undefined
    const aborted = new Promise<never>((_, fail) => {
      reject = fail
    })
    // Nobody may be racing it yet when it is cancelled; that is not an unhandled rejection.
    aborted.catch(() => undefined)
    const cancel = () => {
      attempt.cancelled = true
      reject(new PorticoError('REQUEST_ABORTED', { details: `connect on ${namespace} cancelled` }))
    }
    const attempt = {
      aborted,
      cancelled: false,
      finish: () => {
        if (this.cancels.get(namespace) === cancel) this.cancels.delete(namespace)
      },
    }
    this.cancels.set(namespace, cancel)
    return attempt
  }

  /** Cancels every attempt under way. */
  cancelAll(): void {
    const cancels = [...this.cancels.values()]
    this.cancels.clear()
    for (const cancel of cancels) cancel()
  }
}
