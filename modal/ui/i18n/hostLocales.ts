import { ERROR_CATALOGUE, type ErrorCode } from '../../core/errors/catalogue'
import { en, type MessageKey, type PartialMessages } from './locales/en'
import { type Message, PLURAL_CATEGORIES, placeholdersOf } from './message'
import type { LocaleBundle } from './translator'

/**
 * A locale a host brings: catalogue messages by key (and, optionally, error texts by code).
 * Typed for autocompletion; checked again when it arrives, since it may come from JSON.
 *
 * @example
 * ```ts
 * // portico-es.ts, loaded with `locales: { es: () => import('./portico-es') }`
 * export const messages: HostLocaleBundle['messages'] = {
 *   'connect.title': 'Conectar billetera',
 *   'allWallets.resultCount': { one: '{count} billetera', other: '{count} billeteras' },
 * }
 * ```
 */
export interface HostLocaleBundle {
  messages: PartialMessages
  errors?: Readonly<Partial<Record<ErrorCode, string>>>
}

/** A host bundle, or a function that loads one (a dynamic import: its own chunk). */
export type HostLocaleSource =
  | HostLocaleBundle
  | (() => Promise<HostLocaleBundle | { default: HostLocaleBundle }>)

/**
 * The host's locales by BCP 47 tag. A tag Portico ships (`de`, `fr`, even `en`) is overlaid:
 * the host's messages win, the shipped ones fill the rest.
 *
 * @example
 * ```tsx
 * const locales: HostLocales = {
 *   es: () => import('./portico-es'),
 *   de: { messages: { 'connect.title': 'Mit Wallet anmelden' } },
 * }
 * <PorticoProvider portico={portico} locale="es" locales={locales}>…</PorticoProvider>
 * ```
 */
export type HostLocales = Readonly<Record<string, HostLocaleSource>>

/** Why a host's entry was left out (English shows in its place). */
export interface BundleIssue {
  key: string
  problem: 'unknown key' | 'not a message' | 'placeholders differ'
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A string, or plural forms with an `other` and only known categories, all strings. */
function asMessage(value: unknown): Message | undefined {
  if (typeof value === 'string') return value
  if (!isRecord(value) || typeof value.other !== 'string') return undefined
  const entries = Object.entries(value)
  const valid = entries.every(
    ([category, text]) =>
      PLURAL_CATEGORIES.includes(category as Intl.LDMLPluralRule) && typeof text === 'string',
  )
  return valid ? (Object.fromEntries(entries) as Message) : undefined
}

const samePlaceholders = (a: Message, b: Message) =>
  placeholdersOf(a).join() === placeholdersOf(b).join()

/** Keeps the entries of `raw` that are messages for a known key with English's placeholders. */
function checkEntries<K extends string>(
  raw: unknown,
  english: Readonly<Record<K, Message>>,
  issues: BundleIssue[],
): Partial<Record<K, Message>> {
  const kept: Partial<Record<K, Message>> = {}
  if (!isRecord(raw)) return kept
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(english, key)) {
      issues.push({ key, problem: 'unknown key' })
      continue
    }
    const message = asMessage(value)
    const reference = english[key as K]
    if (message === undefined) issues.push({ key, problem: 'not a message' })
    else if (!samePlaceholders(message, reference))
      issues.push({ key, problem: 'placeholders differ' })
    else kept[key as K] = message
  }
  return kept
}

/**
 * Checks a bundle a host supplied, where it enters: unknown keys are ignored, values that are
 * not messages and messages whose `{placeholders}` differ from English are dropped (English
 * shows for them, as for any missing key). Error texts must be strings with the English
 * error's placeholders.
 *
 * @example
 * ```ts
 * const { bundle, issues } = validateLocaleBundle(await (await fetch('/es.json')).json())
 * ```
 */
export function validateLocaleBundle(raw: unknown): {
  bundle: LocaleBundle
  issues: BundleIssue[]
} {
  const issues: BundleIssue[] = []
  const source = isRecord(raw) ? raw : {}
  const messages = checkEntries<MessageKey>(source.messages, en, issues)
  const errors = checkEntries<ErrorCode>(source.errors, ERROR_CATALOGUE, issues)
  for (const [code, text] of Object.entries(errors))
    if (typeof text !== 'string') {
      issues.push({ key: code, problem: 'not a message' })
      delete errors[code as ErrorCode]
    }
  const bundle: LocaleBundle = { messages }
  if (Object.keys(errors).length > 0) bundle.errors = errors as Record<ErrorCode, string>
  return { bundle, issues }
}

/** Loads a host source: calls a loader and unwraps a module's `default`. */
export async function readHostSource(source: HostLocaleSource): Promise<unknown> {
  if (typeof source !== 'function') return source
  const loaded: unknown = await source()
  return isRecord(loaded) && isRecord(loaded.default) && !('messages' in loaded)
    ? loaded.default
    : loaded
}
