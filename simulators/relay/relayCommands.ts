import { isRecord } from './relayProtocol'

/** The relay's fault switches, as the lab and scenarios set them. */
export interface RelayFaults {
  /** Every delivery waits this long (ms). */
  delayMs: number
  /** New connections are refused with HTTP 503. */
  refusing: boolean
}

export const RELAY_COMMANDS = ['dropAll', 'setDelay', 'refuse'] as const
export type RelayCommand = (typeof RELAY_COMMANDS)[number]

/**
 * Runs a relay command: `dropAll` → number of sockets dropped; `setDelay {ms}` and
 * `refuse {enabled?}` → the fault switches after the change. Unknown commands throw.
 */
export function runRelayCommand(
  command: string,
  params: unknown,
  relay: { faults: RelayFaults; dropAll(): number },
): unknown {
  switch (command) {
    case 'dropAll':
      return { dropped: relay.dropAll() }
    case 'setDelay': {
      const ms = isRecord(params) ? params.ms : undefined
      if (typeof ms !== 'number' || !(ms >= 0))
        throw new Error('setDelay takes { ms: number >= 0 }')
      relay.faults.delayMs = ms
      return { ...relay.faults }
    }
    case 'refuse': {
      const enabled =
        isRecord(params) && typeof params.enabled === 'boolean' ? params.enabled : true
      relay.faults.refusing = enabled
      return { ...relay.faults }
    }
    default:
      throw new Error(`Unknown relay command: ${command} (known: ${RELAY_COMMANDS.join(', ')})`)
  }
}
