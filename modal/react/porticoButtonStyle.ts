import type { CSSProperties } from 'react'
import type { ThemeMode, ThemePresetVariables, ThemeVariables } from '../core/options/theme'
import { buttonThemeVariables } from '../ui/theme/buttonThemeVariables'
import { toThemeConfig } from './themeConfig'

/**
 * The button's inline style: it lives in the host page (not the modal's shadow root), so it
 * carries the theme's variables itself and inline styles keep page CSS from restyling it
 * by accident, while a host can still target `[data-portico-button]` on purpose.
 *
 * @example
 * ```ts
 * porticoButtonStyle('dark', DEFAULT_THEME_VARIABLES, true).border // '2px solid var(--portico-color-accent)'
 * ```
 */
export function porticoButtonStyle(
  mode: ThemeMode,
  variables: ThemeVariables,
  primary: boolean,
  preset?: ThemePresetVariables,
): CSSProperties {
  return {
    ...(buttonThemeVariables(toThemeConfig(mode, variables, preset)) as CSSProperties),
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    minHeight: '40px',
    padding: '0 16px',
    borderRadius: 'calc(var(--portico-border-radius-master) * 3)',
    // The call to action is marked by an accent border rather than an accent fill: white on
    // the dark palette's accent (#667dff) is 3.5:1, below the 4.5:1 WCAG AA asks for text.
    border: `${primary ? 2 : 1}px solid var(--portico-color-${primary ? 'accent' : 'border'})`,
    background: 'var(--portico-color-surface)',
    color: 'var(--portico-color-foreground)',
    fontFamily: 'var(--portico-font-family)',
    fontSize: 'calc(var(--portico-font-size-master) * 1.4)',
    fontWeight: 600,
    cursor: 'pointer',
    // One line on any phone: the pill never wraps; a long name is cut (see PorticoButton).
    whiteSpace: 'nowrap',
    maxWidth: '100%',
    minWidth: 0,
    overflow: 'hidden',
  }
}
