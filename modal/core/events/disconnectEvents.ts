import type { ChainNamespace } from '../caip/types'
import { coreMessage } from '../errors/coreMessages'
import type { EventFeed } from './eventFeed'

/**
 * Reports a requested disconnect (SPEC §7) on the instance's event feed: DISCONNECT_SUCCESS
 * for each namespace that was connected when every wallet, the pairing and sign-in ended
 * cleanly, DISCONNECT_ERROR when one of them failed. The account is cleared either way, so the
 * store watcher, which reports wallet-side disconnects, asks {@link isEnding} to stay quiet
 * while a requested one is under way: a host sees exactly one of the two events.
 *
 * @example
 * ```ts
 * const reporter = new DisconnectEvents(feed)
 * const failures = await reporter.track(['eip155'], () => endSessions())
 * ```
 */
export class DisconnectEvents {
  private readonly ending = new Set<ChainNamespace>()

  constructor(private readonly feed: Pick<EventFeed, 'emit'>) {}

  /** Whether a requested disconnect of `namespace` is under way. */
  isEnding(namespace: ChainNamespace): boolean {
    return this.ending.has(namespace)
  }

  /**
   * Runs `end` (which resolves to the failures it collected) for `targets`, then emits one
   * event per namespace of `connected`.
   */
  async track(
    targets: readonly ChainNamespace[],
    connected: readonly ChainNamespace[],
    end: () => Promise<unknown[]>,
  ): Promise<unknown[]> {
    for (const namespace of targets) this.ending.add(namespace)
    let failures: unknown[]
    try {
      failures = await end()
    } finally {
      for (const namespace of targets) this.ending.delete(namespace)
    }
    for (const namespace of connected) {
      if (failures.length === 0) this.feed.emit('DISCONNECT_SUCCESS', { namespace })
      else {
        const message = coreMessage('FAILED_TO_DISCONNECT')
        this.feed.emit('DISCONNECT_ERROR', { namespace, message })
      }
    }
    return failures
  }
}
