import type { Clock } from '../../clock/clock'
import type { FetchFn, Logger } from '../../deps'
import { silentLogger } from '../../deps'
import { formatMessage } from '../../errors/catalogue'
import { readProperty } from '../../validation/result'
import { ApiHttpError } from '../http/apiError'
import { createSdkHttpClient, type SdkIdentity } from '../http/sdkHttpClient'
import { type AnalyticsEvent, randomUuid, UNSENT_EVENT } from './events'

/** The alert raised once when the analytics host answers 403 (SPEC §8). */
export interface InvalidAppConfigurationAlert {
  origin: string
  /** "Invalid App Configuration". */
  title: string
  /** Says that the origin is not on the project's allowlist. */
  message: string
}

/** Dependencies and settings of {@link createAnalyticsService}. */
export interface AnalyticsConfig extends SdkIdentity {
  fetch: FetchFn
  clock: Clock
  random: () => number
  logger?: Logger
  /** The analytics host: events go to `POST {baseUrl}/e`. */
  baseUrl: string
  /** The provider API host: the switch is read from `GET {configBaseUrl}/getAnalyticsConfig`. */
  configBaseUrl: string
  /** The host's `features.analytics` flag, read per event. */
  isFeatureEnabled: () => boolean
  /** The connected address added to every event, if any. */
  getAddress?: () => string | undefined
  /** The active network, added to every event's properties as `caipNetworkId` (as AppKit does). */
  getCaipNetworkId?: () => string | undefined
  /** The page the modal runs on; defaults to `globalThis.location`, read per event. */
  getPage?: () => { url: string; domain: string }
  /** Called once per instance on the first HTTP 403 from the analytics host. */
  onInvalidAppConfiguration: (alert: InvalidAppConfigurationAlert) => void
}

function currentPage(): { url: string; domain: string } {
  const location = (globalThis as { location?: { href: string; hostname: string } }).location
  return { url: location?.href ?? '', domain: location?.hostname ?? '' }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'unknown'
  }
}

/**
 * Records analytics events (SPEC §7). An event is sent only when the host's analytics feature is
 * on AND `GET {configBaseUrl}/getAnalyticsConfig?projectId&st&sv` answered
 * `{ isAnalyticsEnabled: true }` (read once per instance; a failed read turns analytics off).
 * Sending is `POST {baseUrl}/e?projectId&st&sv` with body
 * `{ eventId, url, domain, timestamp, props: { type, event, address, properties: { …, caipNetworkId } } }`:
 * each event is what AppKit 1.8 puts in its batch (`appKitWire.test.ts`).
 * MODAL_CREATED is never sent. A 403 raises the "Invalid App Configuration" alert once and turns
 * analytics off for the instance. Never throws.
 *
 * @example
 * ```ts
 * const analytics = createAnalyticsService({ fetch, clock, random, baseUrl: 'http://127.0.0.1:4300',
 *   configBaseUrl: 'http://127.0.0.1:4200', projectId: 'p1', sdkType: 'portico', sdkVersion: '0.1.0',
 *   isFeatureEnabled: () => true, onInvalidAppConfiguration: (alert) => alerts.show(alert) })
 * await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
 * ```
 */
export function createAnalyticsService(config: AnalyticsConfig) {
  const logger = config.logger ?? silentLogger
  const http = (baseUrl: string) => createSdkHttpClient({ ...config, baseUrl })
  const events = http(config.baseUrl)
  const provider = http(config.configBaseUrl)
  let enabled: Promise<boolean> | undefined
  let forbidden = false

  function isProviderEnabled(): Promise<boolean> {
    enabled ??= provider
      .get<unknown>('/getAnalyticsConfig')
      .then((body) => readProperty(body, 'isAnalyticsEnabled') === true)
      .catch((error: unknown) => {
        logger.warn('analytics config unavailable; analytics off', error)
        return false
      })
    return enabled
  }

  async function sendEvent(event: AnalyticsEvent): Promise<boolean> {
    if (event.event === UNSENT_EVENT || forbidden || !config.isFeatureEnabled()) return false
    if (!(await isProviderEnabled())) return false
    let page = { url: '', domain: '' }
    try {
      page = (config.getPage ?? currentPage)()
      // No content type, as AppKit's beacon sends its batch (and no preflight).
      await events.post<unknown>('/e', {
        headers: {},
        body: {
          eventId: randomUuid(config.random),
          url: page.url,
          domain: page.domain,
          timestamp: config.clock.now(),
          props: {
            ...event,
            address: config.getAddress?.(),
            properties: { ...event.properties, caipNetworkId: config.getCaipNetworkId?.() },
          },
        },
      })
      return true
    } catch (error) {
      if (error instanceof ApiHttpError && error.status === 403 && !forbidden) {
        forbidden = true
        const origin = originOf(page.url)
        config.onInvalidAppConfiguration({
          origin,
          title: formatMessage('INVALID_APP_CONFIGURATION'),
          message: formatMessage('ORIGIN_NOT_ALLOWLISTED', { origin }),
        })
      } else {
        logger.warn('analytics event not sent', error)
      }
      return false
    }
  }

  return {
    /** Sends one event; resolves to whether it was sent. Never rejects. */
    sendEvent,
    /** Whether events would currently be sent (feature on, provider on, no 403 seen). */
    async isEnabled(): Promise<boolean> {
      return !forbidden && config.isFeatureEnabled() && (await isProviderEnabled())
    },
  }
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>
