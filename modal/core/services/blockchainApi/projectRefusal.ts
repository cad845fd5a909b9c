import type { FetchFn } from '../../deps'

/** The status the Blockchain API answers a project id it does not accept with. */
export const PROJECT_REFUSED_STATUS = 401

/**
 * Wraps the Blockchain API's fetch so that the API refusing the project id (HTTP 401) raises
 * SPEC §8 "Invalid Project ID" through `onRefused`, once per instance; the answer itself goes
 * on to the caller unchanged (which fails as it would with any non-2xx answer).
 *
 * @example
 * ```ts
 * createBlockchainApiClient({ fetch: watchProjectRefusal(fetch, () => alerts.show('INVALID_PROJECT_ID')), … })
 * ```
 */
export function watchProjectRefusal(fetch: FetchFn, onRefused: () => void): FetchFn {
  let raised = false
  return async (input, init) => {
    const response = await fetch(input, init)
    if (response.status === PROJECT_REFUSED_STATUS && !raised) {
      raised = true
      onRefused()
    }
    return response
  }
}
