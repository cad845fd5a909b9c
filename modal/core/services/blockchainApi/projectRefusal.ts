import type { FetchFn } from '../../deps'

/** The status the Blockchain API answers a project id it does not accept with. */
export const PROJECT_REFUSED_STATUS = 401

/**
 * The statuses the wallet-provider API refuses a project with: 403 (its body the bare text
 * `Forbidden`) to an unknown or banned project id, 401 where the id is malformed.
 */
export const LISTING_REFUSED_STATUSES: readonly number[] = [401, 403]

/**
 * The Blockchain API's calls that carry a signature it verifies (SPEC §7: POST
 * /v1/profile/account registers a name, POST /v1/sessions/{address}/revoke revokes a smart
 * session): their 401 refuses the signature, not the project, and is that call's own failure.
 */
const SIGNED_CALLS = [/\/v1\/profile\/account$/, /\/v1\/sessions\/[^/]+\/revoke$/]

function refusesSignature(input: string, init: RequestInit | undefined): boolean {
  if ((init?.method ?? 'GET').toUpperCase() !== 'POST') return false
  const path = new URL(input, 'http://127.0.0.1').pathname
  return SIGNED_CALLS.some((pattern) => pattern.test(path))
}

/**
 * The refusal watch a service's client applies to its fetch (see {@link watchProjectRefusal}):
 * given in the client's config, so this code loads with the client, not at start-up.
 *
 * @example
 * ```ts
 * createWalletListingClient({ ...config, onProjectRefused: () => alerts.show('INVALID_PROJECT_ID'), refusedStatuses: LISTING_REFUSED_STATUSES })
 * ```
 */
export interface ProjectRefusalWatch {
  /** Called once when the service refuses the project id. */
  onProjectRefused?: () => void
  /** The statuses that refuse it; default the Blockchain API's 401. */
  refusedStatuses?: readonly number[]
}

/**
 * Wraps a service's fetch so that the service refusing the project id (one of `statuses`, by
 * default the Blockchain API's 401) raises SPEC §8 "Invalid Project ID" through `onRefused`,
 * once per wrapped fetch; the answer itself goes on to the caller unchanged (which fails as it
 * would with any non-2xx answer). A signed call's 401 is not a refusal of the project (a name
 * registration whose signature did not verify must not say "Invalid Project ID"). Give several services one `onRefused` that acts once to raise
 * the alert once per instance.
 *
 * @example
 * ```ts
 * createBlockchainApiClient({ fetch: watchProjectRefusal(fetch, () => alerts.show('INVALID_PROJECT_ID')), … })
 * ```
 */
export function watchProjectRefusal(
  fetch: FetchFn,
  onRefused: () => void,
  statuses: readonly number[] = [PROJECT_REFUSED_STATUS],
): FetchFn {
  let raised = false
  return async (input, init) => {
    const response = await fetch(input, init)
    if (statuses.includes(response.status) && !raised && !refusesSignature(input, init)) {
      raised = true
      onRefused()
    }
    return response
  }
}

/**
 * `config.fetch`, wrapped by {@link watchProjectRefusal} when the config asks for the watch.
 *
 * @example
 * ```ts
 * const fetch = watchedFetch({ fetch: window.fetch, onProjectRefused: () => alerts.show('INVALID_PROJECT_ID') })
 * ```
 */
export function watchedFetch(config: ProjectRefusalWatch & { fetch: FetchFn }): FetchFn {
  const { fetch, onProjectRefused, refusedStatuses } = config
  return onProjectRefused ? watchProjectRefusal(fetch, onProjectRefused, refusedStatuses) : fetch
}
