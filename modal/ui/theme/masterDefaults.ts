import type { MasterVariable } from './themeContract'

/**
 * SPEC §9 "Modal look" and animation timers: the masters' defaults. Apart from the palettes,
 * so the connect button (on the start-up path) reads them without the modal's whole theme.
 *
 * @example
 * ```ts
 * MASTER_DEFAULTS['--portico-modal-width'] // '360px'
 * ```
 */
export const MASTER_DEFAULTS: Readonly<Record<MasterVariable, string>> = {
  '--portico-font-family':
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--portico-font-size-master': '10px',
  '--portico-border-radius-master': '4px',
  '--portico-z-index': '999',
  '--portico-color-mix': '#000000',
  '--portico-color-mix-strength': '0%',
  '--portico-modal-width': '360px',
  '--portico-duration-short': '120ms',
  '--portico-duration-medium': '150ms',
  '--portico-duration-long': '150ms',
  '--portico-duration-shake': '500ms',
}
