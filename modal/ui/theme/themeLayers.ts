import type { PorticoCssVariable, ThemeConfig } from './themeContract'

/**
 * Lays the preset, then the host's overrides, over `base`, in place. A name is taken only
 * when `accepts` says so and its value is a string, so a key smuggled past the types cannot
 * add other variables.
 *
 * @example
 * ```ts
 * layerTheme({ '--portico-z-index': '999' }, { overrides: { '--portico-z-index': '5' } }, (n) => n === '--portico-z-index')
 * // { '--portico-z-index': '5' }
 * ```
 */
export function layerTheme<T extends Partial<Record<PorticoCssVariable, string>>>(
  base: T,
  config: ThemeConfig,
  accepts: (name: string) => boolean,
): T {
  for (const layer of [config.preset ?? {}, config.overrides ?? {}]) {
    for (const [name, value] of Object.entries(layer)) {
      if (accepts(name) && typeof value === 'string') base[name as keyof T] = value as T[keyof T]
    }
  }
  return base
}
