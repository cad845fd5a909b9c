import type { CSSProperties } from 'react'
import type { ThemeMode, ThemePresetVariables, ThemeVariables } from '../core/options/theme'
import { buttonThemeVariables } from '../ui/theme/buttonThemeVariables'
import { BUTTON_SIZES, type PorticoButtonSize } from './porticoButtonRender'
import { toThemeConfig } from './themeConfig'

/**
 * The button's inline style: it lives in the host page (not the modal's shadow root), so it
 * carries the theme's variables itself and inline styles keep page CSS from restyling it
 * by accident, while a host can still target `[data-portico-button]` on purpose.
 *
 * @example
 * ```ts
 * porticoButtonStyle('dark', DEFAULT_THEME_VARIABLES, true).background // 'var(--portico-color-accent)'
 * porticoButtonStyle('dark', DEFAULT_THEME_VARIABLES, true, undefined, 'lg').minHeight // '48px'
 * ```
 */
export function porticoButtonStyle(
  mode: ThemeMode,
  variables: ThemeVariables,
  primary: boolean,
  preset?: ThemePresetVariables,
  size: PorticoButtonSize = 'md',
): CSSProperties {
  const { minHeight, padding, fontScale, gap } = BUTTON_SIZES[size]
  return {
    ...(buttonThemeVariables(toThemeConfig(mode, variables, preset)) as CSSProperties),
    display: 'inline-flex',
    alignItems: 'center',
    gap,
    minHeight,
    padding,
    borderRadius: 'calc(var(--portico-border-radius-master) * 3)',
    // The call to action is filled with the accent, as the modal's primary buttons are, in the
    // accent's own text colour (dark on the dark palette's #667dff, 5.5:1). It used to be a
    // 2 px accent border on the surface, which read as a focus ring stuck on (issue 36 item 17).
    border: `1px solid var(--portico-color-${primary ? 'accent' : 'border'})`,
    background: `var(--portico-color-${primary ? 'accent' : 'surface'})`,
    color: `var(--portico-color-${primary ? 'accent-foreground' : 'foreground'})`,
    fontFamily: 'var(--portico-font-family)',
    fontSize: `calc(var(--portico-font-size-master) * ${fontScale})`,
    fontWeight: 600,
    cursor: 'pointer',
    // One line on any phone: the pill never wraps; a long name is cut (see PorticoButton).
    whiteSpace: 'nowrap',
    maxWidth: '100%',
    minWidth: 0,
    overflow: 'hidden',
  }
}
