/** One committed screenshot baseline of e2e/visual.spec.ts. */
export interface Baseline {
  view: string
  state: string
  theme: 'dark' | 'light'
  /** `mobile` is a 390 px window, `phone` an emulated phone (user agent, touch). */
  viewport: 'desktop' | 'mobile' | 'phone'
  file: string
  url: string
}

const NAME = /^([A-Za-z]+)-(.+)-(dark|light)-(desktop|mobile|phone)(?:-[a-z0-9-]+)?\.png$/

/**
 * Reads a baseline's view, state, theme and viewport from its file name
 * (`Account-tokens-failed-dark-desktop-browser-linux.png`); undefined for any other file.
 *
 * @example
 * ```ts
 * parseBaseline('Connect-default-light-mobile-browser-linux.png', '/a.png')?.theme // 'light'
 * ```
 */
export function parseBaseline(file: string, url: string): Baseline | undefined {
  const match = NAME.exec(file)
  if (!match) return undefined
  const [, view = '', state = '', theme, viewport] = match
  return {
    view,
    state,
    theme: theme as Baseline['theme'],
    viewport: viewport as Baseline['viewport'],
    file,
    url,
  }
}

/** The baselines grouped by "view state", in file order, each group's shots in column order. */
export function groupBaselines(baselines: readonly Baseline[]): Map<string, Baseline[]> {
  const order = [
    'dark-desktop',
    'light-desktop',
    'dark-mobile',
    'light-mobile',
    'dark-phone',
    'light-phone',
  ]
  const groups = new Map<string, Baseline[]>()
  for (const b of baselines) {
    const key = `${b.view} · ${b.state}`
    groups.set(key, [...(groups.get(key) ?? []), b])
  }
  for (const shots of groups.values()) {
    shots.sort(
      (a, b) =>
        order.indexOf(`${a.theme}-${a.viewport}`) - order.indexOf(`${b.theme}-${b.viewport}`),
    )
  }
  return groups
}
