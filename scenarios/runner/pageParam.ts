import { RELOAD, type ScenarioStep, step } from './scenario'

/**
 * A step that reloads the demo page with `name=value` in its URL (the page builds its Portico
 * from the URL: `siwx=required`, `smartSessions=1`, …), unless it already has it.
 *
 * @example
 * ```ts
 * steps: [pageParam('siwx', 'required', 'the demo site turns on required sign-in'), freshVisit(), …]
 * ```
 */
export function pageParam<Context>(
  name: string,
  value: string,
  title: string,
): ScenarioStep<Context> {
  return step(`${title} (${name}=${value})`, () => {
    const url = new URL(window.location.href)
    if (url.searchParams.get(name) === value) return
    url.searchParams.set(name, value)
    window.history.replaceState(null, '', url)
    return RELOAD
  })
}
