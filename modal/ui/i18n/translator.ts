import { ERROR_CATALOGUE, type ErrorCode } from '../../core/errors/catalogue'
import { en, type MessageKey, type PartialMessages } from './locales/en'

/** Values for `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>

/** What a locale module provides. */
export interface LocaleBundle {
  messages: PartialMessages
  errors?: Readonly<Partial<Record<ErrorCode, string>>>
}

/** Translates catalogue keys and error codes for one locale. */
export interface Translator {
  /** The BCP 47 tag of the strings, for a `lang` attribute. */
  readonly locale: string
  /** The string for `key` with its placeholders filled; English when the locale lacks it. */
  t(key: MessageKey, values?: MessageValues): string
  /** The user-facing text of an error code (English = the SPEC §8 catalogue). */
  translateError(code: ErrorCode, values?: MessageValues): string
}

/** Replaces `{name}` with `values.name`; unknown placeholders stay visible, not blank. */
export function fillPlaceholders(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

/**
 * Creates a translator over a locale bundle with English as the fallback.
 *
 * @example
 * ```ts
 * const { t } = createTranslator('en')
 * t('connecting.title', { name: 'MetaMask' }) // "Connecting to MetaMask"
 * ```
 */
export function createTranslator(
  locale = 'en',
  bundle: LocaleBundle = { messages: {} },
): Translator {
  return {
    locale,
    t: (key, values) => fillPlaceholders(bundle.messages[key] ?? en[key], values),
    translateError: (code, values) =>
      fillPlaceholders(bundle.errors?.[code] ?? ERROR_CATALOGUE[code], values),
  }
}
