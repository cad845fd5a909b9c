/**
 * A catalogue message: a string with `{name}` placeholders, or one string per plural category
 * of `Intl.PluralRules` (`zero`, `one`, `two`, `few`, `many`, `other`) for a message about a
 * `{count}`. `other` is required: it is what a category the locale lacks falls back to.
 *
 * @example
 * ```ts
 * const found: Message = { one: '{count} wallet found', other: '{count} wallets found' }
 * ```
 */
export type Message = string | PluralForms

/** The forms of a plural message, by `Intl.PluralRules` category. */
export type PluralForms = Readonly<{ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>>

/** The plural categories a form may use. */
export const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = [
  'zero',
  'one',
  'two',
  'few',
  'many',
  'other',
]

/** True when `message` is a plural message rather than one string. */
export function isPlural(message: Message): message is PluralForms {
  return typeof message === 'object'
}

/** Every string of a message: itself, or each of its plural forms. */
export function messageTexts(message: Message): string[] {
  return isPlural(message) ? Object.values(message).filter((v) => v !== undefined) : [message]
}

/** The `{name}` placeholders a message uses, in all its forms, sorted. */
export function placeholdersOf(message: Message): string[] {
  const names = messageTexts(message).flatMap((text) =>
    [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
  )
  return [...new Set(names)].sort()
}
