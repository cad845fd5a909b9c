import { describe, expect, it } from 'vitest'
import { dialogCss } from '../components/Dialog/Dialog.css'
import { snackbarCss } from '../components/Snackbar/Snackbar.css'
import { baseCss } from './baseCss'
import { createThemeVariables } from './createThemeVariables'
import { TOKEN_DEFINITIONS } from './tokens'

/** Every variable the shadow host defines by default: the theme's and the derived tokens. */
const DEFINED: Readonly<Record<string, string>> = {
  ...createThemeVariables(),
  ...TOKEN_DEFINITIONS,
}

/** Replaces each `var(--x)` with its value, as the browser does, until none is left. */
function resolve(value: string): string {
  const next = value.replace(
    /var\((--[a-z0-9-]+)\)/g,
    (_, name: string) => DEFINED[name] ?? 'UNDEFINED',
  )
  return next === value ? value : resolve(next)
}

/** The resolved `animation` of the rule whose selector is exactly `selector`. */
function animationOf(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const rule = new RegExp(`(^|\\n)\\s*${escaped} \\{([^}]*)\\}`).exec(css)
  const animation = /animation: ([^;]+);/.exec(rule?.[2] ?? '')
  return resolve(animation?.[1] ?? 'none')
}

describe('motion (SPEC §9 durations, SPEC §4 shake)', () => {
  it('default: the dialog opens over 150 ms, with its backdrop fading in over the same time', () => {
    expect(animationOf(dialogCss, '.portico-dialog--modal')).toMatch(/^portico-dialog-in 150ms /)
    expect(animationOf(dialogCss, '.portico-overlay')).toMatch(/^portico-fade-in 150ms /)
  })

  it('default: the dialog and its backdrop fade out over 150 ms when it closes', () => {
    expect(animationOf(dialogCss, '.portico-overlay--closing')).toMatch(/^portico-fade-out 150ms /)
    expect(
      animationOf(dialogCss, '.portico-overlay--closing .portico-dialog.portico-dialog--modal'),
    ).toMatch(/^portico-dialog-out 150ms /)
  })

  it('default: a new view fades in over 150 ms', () => {
    expect(animationOf(dialogCss, '.portico-dialog .portico-view')).toMatch(
      /^portico-view-in 150ms /,
    )
  })

  it('default: the snackbar rises in over 120 ms', () => {
    expect(animationOf(snackbarCss, '.portico-snackbar')).toMatch(/^portico-snackbar-in 120ms /)
  })

  it('default: a refused close shakes the dialog for 500 ms', () => {
    expect(animationOf(dialogCss, '.portico-dialog.portico-dialog--shake')).toMatch(
      /^portico-shake 500ms /,
    )
    expect(dialogCss).toMatch(/@keyframes portico-shake \{[^@]*translateX/)
  })

  it('parameters: a host that changes a duration master changes the animations built on it', () => {
    const long = DEFINED['--portico-duration-long']
    expect(long).toBe('150ms')
    expect(resolve('var(--portico-duration-dialog)')).toBe(long)
    expect(resolve('var(--portico-duration-view)')).toBe(DEFINED['--portico-duration-medium'])
    expect(resolve('var(--portico-duration-snackbar)')).toBe(DEFINED['--portico-duration-short'])
  })

  it('behavior: prefers-reduced-motion turns every animation and transition off and the durations to 0', () => {
    const block =
      /@media \(prefers-reduced-motion: reduce\) \{([\s\S]*)\}\s*$/.exec(baseCss)?.[1] ?? ''
    expect(block).toMatch(/animation: none !important;/)
    expect(block).toMatch(/transition: none !important;/)
    for (const name of ['short', 'medium', 'long', 'shake']) {
      expect(block).toContain(`--portico-duration-${name}: 0ms;`)
    }
  })
})
