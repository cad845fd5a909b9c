import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE, type ErrorCode } from '../../../core/errors/catalogue'
import { LOCALES, loadLocale } from '../loadLocale'
import { isPlural, type Message, placeholdersOf } from '../message'
import { en, type MessageKey } from './en'

const englishKeys = Object.keys(en).sort() as MessageKey[]
const translated = LOCALES.filter((locale) => locale !== 'en')

describe.each(translated)('locale %s', (locale) => {
  it('default: every English key has a message, and no other key', async () => {
    const { messages } = await loadLocale(locale)
    expect(Object.keys(messages).sort()).toEqual(englishKeys)
    const empty = englishKeys.filter((key) => {
      const message = messages[key]
      return message === undefined || (typeof message === 'string' && message.trim() === '')
    })
    expect(empty).toEqual([])
  })

  it('behavior: each message uses the same {placeholders} as English', async () => {
    const { messages } = await loadLocale(locale)
    const differing = englishKeys.filter((key) => {
      const message = messages[key] as Message
      return placeholdersOf(message).join() !== placeholdersOf(en[key]).join()
    })
    expect(differing).toEqual([])
  })

  it('behavior: a plural message has the forms the locale’s plural rules need', async () => {
    const { messages } = await loadLocale(locale)
    // `many` (French for round millions) may fall back to `other`; every other category is needed.
    const needed = new Intl.PluralRules(locale)
      .resolvedOptions()
      .pluralCategories.filter((category) => category !== 'many')
    const lacking = englishKeys.filter((key) => {
      const english = en[key] as Message
      const message = messages[key] as Message
      if (!isPlural(english)) return isPlural(message)
      return !isPlural(message) || needed.some((category) => !message[category])
    })
    expect(needed).toContain('one')
    expect(lacking).toEqual([])
  })

  it('behavior: every error code is translated and keeps the English placeholders', async () => {
    const { errors = {} } = await loadLocale(locale)
    const codes = Object.keys(errors).sort() as ErrorCode[]
    expect(codes).toEqual(Object.keys(ERROR_CATALOGUE).sort())
    const differing = codes.filter(
      (code) =>
        placeholdersOf(errors[code] as string).join() !==
        placeholdersOf(ERROR_CATALOGUE[code]).join(),
    )
    expect(differing).toEqual([])
  })
})
