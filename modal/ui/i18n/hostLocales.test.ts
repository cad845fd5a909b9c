import { describe, expect, it } from 'vitest'
import { validateLocaleBundle } from './hostLocales'
import { loadLocale } from './loadLocale'
import { en } from './locales/en'
import { createTranslator } from './translator'

describe('validateLocaleBundle', () => {
  it('default: a well-formed host bundle passes as it is', () => {
    const raw = {
      messages: {
        'connect.title': 'Conectar billetera',
        'allWallets.resultCount': { one: '{count} billetera', other: '{count} billeteras' },
      },
      errors: { HTTP_STATUS: 'Código de estado HTTP: {status}' },
    }
    const { bundle, issues } = validateLocaleBundle(raw)
    expect(issues).toEqual([])
    expect(bundle).toEqual(raw)
  })

  it('behavior: unknown keys, non-messages and changed placeholders are left out and told', () => {
    const { bundle, issues } = validateLocaleBundle({
      messages: {
        'connect.title': 'Conectar billetera',
        'connect.nonsense': 'x',
        'connecting.title': 'Conectando con {wallet}',
        'common.close': 42,
        'allWallets.resultCount': { one: '{count} billetera' },
        __proto__: { 'common.back': 'polluted' },
      },
      errors: { NOT_A_CODE: 'x', SIGNATURE_DECLINED: ['x'] },
    })
    expect(bundle.messages).toEqual({ 'connect.title': 'Conectar billetera' })
    expect(bundle.errors).toBeUndefined()
    expect(issues).toEqual([
      { key: 'connect.nonsense', problem: 'unknown key' },
      { key: 'connecting.title', problem: 'placeholders differ' },
      { key: 'common.close', problem: 'not a message' },
      { key: 'allWallets.resultCount', problem: 'not a message' },
      { key: 'NOT_A_CODE', problem: 'unknown key' },
      { key: 'SIGNATURE_DECLINED', problem: 'not a message' },
    ])
  })

  it('parameters: anything but an object is an empty bundle (English everywhere)', () => {
    expect(validateLocaleBundle('es').bundle).toEqual({ messages: {} })
    expect(validateLocaleBundle({ messages: ['x'] }).bundle).toEqual({ messages: {} })
  })
})

describe('loadLocale with host locales', () => {
  it('behavior: a host locale loads lazily, is checked, and falls back to English', async () => {
    const told: unknown[] = []
    const bundle = await loadLocale('es', {
      locales: {
        es: async () => ({
          default: { messages: { 'connect.title': 'Conectar billetera', 'x.y': 'z' } },
        }),
      },
      onIssues: (issues) => told.push(...issues),
    })
    const { t } = createTranslator('es', bundle)
    expect(t('connect.title')).toBe('Conectar billetera')
    expect(t('allWallets.title')).toBe(en['allWallets.title'])
    expect(told).toEqual([{ key: 'x.y', problem: 'unknown key' }])
  })

  it('behavior: a host bundle for a shipped locale overrides only the keys it has', async () => {
    const bundle = await loadLocale('de', {
      locales: { de: { messages: { 'connect.title': 'Mit Wallet anmelden' } } },
    })
    const { t } = createTranslator('de', bundle)
    expect(t('connect.title')).toBe('Mit Wallet anmelden')
    expect(t('allWallets.title')).toBe('Alle Wallets')
  })

  it('parameters: a locale nobody supplies shows English', async () => {
    const { t } = createTranslator('pt', await loadLocale('pt'))
    expect(t('connect.title')).toBe('Connect Wallet')
  })
})
