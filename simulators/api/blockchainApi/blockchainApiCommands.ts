import { getAddress } from 'viem'
import type { AnalyticsState } from '../analyticsRoutes'
import type { NameRegistry } from './nameRegistry'
import type { OnrampCheckoutState } from './onrampCheckout'
import type { SmartSessionRecord, SmartSessionStore } from './sessionRoutes'
import type { SiwxServerState } from './siwxRoutes'

interface CommandState {
  analytics: AnalyticsState
  names: NameRegistry
  sessions: SmartSessionStore
  checkout: OnrampCheckoutState
  siwx: SiwxServerState
  refusedProjectIds: Set<string>
  /** Registers the stub's seed names (alice.portico.id) where they are not held. */
  seedNames: () => void
}

/** Puts the stub's own state back as it started (the lab's `lab-state` runs it before each Run). */
function reset(state: CommandState): void {
  for (const profile of state.names.all()) state.names.remove(profile.name)
  state.seedNames()
  state.sessions.clear()
  state.analytics.events.splice(0)
  state.analytics.enabled = true
  state.checkout.purchases.clear()
  state.checkout.records.splice(0)
  state.siwx.nonces.clear()
  state.siwx.sessions.clear()
  state.siwx.nextNonce = undefined
  state.refusedProjectIds.clear()
}

/**
 * The Blockchain API simulator's own commands (the fault and request-log commands come from
 * httpSimulator):
 * - `analyticsEvents` → the recorded analytics events; `clearAnalytics`
 * - `setAnalyticsEnabled` {enabled} → what /getAnalyticsConfig answers
 * - `names` → every registered profile; `registerName` {name, address, avatar?} (no signature)
 * - `onrampCheckouts` → the checkouts QA completed or declined (address, asset, amounts, hash)
 * - `removeName` {name} → forgets the name (true when it was registered)
 * - `addSmartSession` {address, session: {pci, …}} → lists it under GET /v1/sessions/{address}
 * - `reset` → the stub as it started: only the seed names registered; no smart session, analytics
 *   event (analytics on), checkout, sign-in nonce or session, or refused project id
 */
export function blockchainApiCommands(state: CommandState) {
  return async (command: string, params: unknown): Promise<{ result: unknown } | undefined> => {
    const field = (key: string) =>
      typeof params === 'object' && params !== null ? Reflect.get(params, key) : undefined
    switch (command) {
      case 'analyticsEvents':
        return { result: [...state.analytics.events] }
      case 'clearAnalytics':
        state.analytics.events.splice(0)
        return { result: undefined }
      case 'setAnalyticsEnabled':
        state.analytics.enabled = field('enabled') !== false
        return { result: state.analytics.enabled }
      case 'names':
        return { result: state.names.all() }
      case 'registerName': {
        const avatar = field('avatar')
        const registered = state.names.register({
          name: String(field('name')),
          address: getAddress(String(field('address'))),
          attributes: typeof avatar === 'string' ? { avatar } : {},
        })
        return { result: registered }
      }
      case 'onrampCheckouts':
        return { result: [...state.checkout.records] }
      case 'removeName':
        return { result: state.names.remove(String(field('name'))) }
      case 'addSmartSession': {
        const session = field('session') as SmartSessionRecord | undefined
        if (!session || typeof session.pci !== 'string') {
          throw new TypeError('addSmartSession takes { address, session: { pci, … } }')
        }
        const key = getAddress(String(field('address'))).toLowerCase()
        state.sessions.set(key, [...(state.sessions.get(key) ?? []), session])
        return { result: state.sessions.get(key) }
      }
      case 'reset':
        reset(state)
        return { result: undefined }
      default:
        return undefined
    }
  }
}
