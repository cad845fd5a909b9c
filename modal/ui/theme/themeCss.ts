import type { ThemeVariables } from './themeContract'

/** CSS text cannot escape its declaration: a value may not close the block or start a new one. */
function sanitizeValue(value: string): string {
  return value.replace(/[{};<>]/g, '')
}

/**
 * Serialises theme variables as one CSS rule (by default on `:host`, the shadow host).
 *
 * @example
 * ```ts
 * themeVariablesToCss(createThemeVariables()) // ":host {\n  --portico-font-size-master: 10px; ..."
 * ```
 */
export function themeVariablesToCss(variables: ThemeVariables, selector = ':host'): string {
  const lines = Object.entries(variables).map(
    ([name, value]) => `  ${name}: ${sanitizeValue(value)};`,
  )
  return `${selector} {\n${lines.join('\n')}\n}`
}
