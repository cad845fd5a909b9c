import { ERROR_CATALOGUE, type ErrorCode } from '../../core/errors/catalogue'
import { en, type MessageKey, type PartialMessages } from './locales/en'
import { isPlural, type Message } from './message'

/** Values for `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>

/** What a locale module provides. */
export interface LocaleBundle {
  messages: PartialMessages
  errors?: Readonly<Partial<Record<ErrorCode, string>>>
}

/** Translates catalogue keys and error codes for one locale. */
export interface Translator {
  /** The BCP 47 tag of the strings, for a `lang` attribute and the `Intl` formats. */
  readonly locale: string
  /**
   * The string for `key` with its placeholders filled; English when the locale lacks it. A
   * plural message picks its form by `Intl.PluralRules` for `values.count`, and a numeric
   * `{count}` is written with the locale's digits and grouping ("2,005", "2.005", "2 005").
   */
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
 * The form of `message` for `count` under `pluralLocale`'s rules (`other` when the message has
 * no form for the category, or when there is no count to choose by).
 */
function pickForm(message: Message, pluralLocale: string, count: unknown): string {
  if (!isPlural(message)) return message
  if (typeof count !== 'number') return message.other
  return message[new Intl.PluralRules(pluralLocale).select(count)] ?? message.other
}

/**
 * Codes SPEC §8 lists as thrown (internal) messages whose visitor-facing text is another code's:
 * a time-out or an abort says "Something went wrong" ("on timeout or abort of other requests"),
 * never the internal "Request was aborted" (which stays the error's own message, for the logs).
 */
const SHOWN_AS: Readonly<Partial<Record<ErrorCode, ErrorCode>>> = {
  REQUEST_ABORTED: 'SOMETHING_WENT_WRONG',
}

/**
 * Creates a translator over a locale bundle with English as the fallback.
 *
 * @example
 * ```ts
 * const { t } = createTranslator('en')
 * t('connecting.title', { name: 'MetaMask' }) // "Connecting to MetaMask"
 * t('allWallets.resultCount', { count: 2005 }) // "2,005 wallets found"
 * ```
 */
export function createTranslator(
  locale = 'en',
  bundle: LocaleBundle = { messages: {} },
): Translator {
  const numbers = new Intl.NumberFormat(locale)
  const fill = (template: string, values: MessageValues | undefined) => {
    const count = values?.count
    return fillPlaceholders(
      template,
      typeof count === 'number' ? { ...values, count: numbers.format(count) } : values,
    )
  }
  return {
    locale,
    t: (key, values) => {
      const own = bundle.messages[key]
      // An English fallback chooses its form by English rules: its forms are English ones.
      const form =
        own === undefined
          ? pickForm(en[key], 'en', values?.count)
          : pickForm(own, locale, values?.count)
      return fill(form, values)
    },
    translateError: (code, values) => {
      const shown = SHOWN_AS[code] ?? code
      return fill(bundle.errors?.[shown] ?? ERROR_CATALOGUE[shown], values)
    },
  }
}
