import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE } from '../../core/errors/catalogue'
import { isLocale, loadLocale } from './loadLocale'
import { en } from './locales/en'
import { createTranslator } from './translator'

describe('createTranslator', () => {
  it('default: English strings from the bundled catalogue', () => {
    const { t, locale } = createTranslator()
    expect(locale).toBe('en')
    expect(t('connect.title')).toBe('Connect Wallet')
    expect(t('allWallets.search')).toBe('Search wallets')
    expect(t('connecting.qrCodeLabel')).toBe('QR code for pairing')
  })

  it('parameters: fills {name} placeholders and leaves unknown ones visible', () => {
    const { t } = createTranslator()
    expect(t('connecting.title', { name: 'MetaMask' })).toBe('Connecting to MetaMask')
    expect(t('connecting.title')).toBe('Connecting to {name}')
    expect(t('email.resendIn', { seconds: 12 })).toBe('Resend code in 12 s')
  })

  it('behavior: error codes translate to the SPEC §8 catalogue text in English', () => {
    const { translateError } = createTranslator()
    expect(translateError('SIGNATURE_DECLINED')).toBe(ERROR_CATALOGUE.SIGNATURE_DECLINED)
    expect(translateError('HTTP_STATUS', { status: 502 })).toBe('HTTP status code: 502')
  })

  it('behavior: a lazily loaded locale translates messages and error texts', async () => {
    const bundle = await loadLocale('de')
    const { t, translateError, locale } = createTranslator('de', bundle)
    expect(locale).toBe('de')
    expect(t('connect.title')).toBe('Wallet verbinden')
    expect(t('connecting.title', { name: 'Rabby' })).toBe('Verbindung mit Rabby')
    expect(t('names.title')).toBe('Namen wählen')
    expect(translateError('SIGNATURE_DECLINED')).toBe('Signatur abgelehnt')
    expect(translateError('TRANSACTION_ERROR')).toBe('Transaktionsfehler')
  })

  it('behavior: a key a locale lacks falls back to English', () => {
    const { t, translateError } = createTranslator('de', {
      messages: { 'connect.title': 'Wallet verbinden' },
      errors: { SIGNATURE_DECLINED: 'Signatur abgelehnt' },
    })
    expect(t('connect.title')).toBe('Wallet verbinden')
    expect(t('names.title')).toBe(en['names.title'])
    expect(translateError('SIGNATURE_DECLINED')).toBe('Signatur abgelehnt')
    expect(translateError('TRANSACTION_ERROR')).toBe('Transaction error')
  })

  it('parameters: isLocale accepts shipped locales only', () => {
    expect(isLocale('de')).toBe(true)
    expect(isLocale('fr')).toBe(true)
    expect(isLocale('es')).toBe(false)
  })

  it('behavior: plural messages choose their form by Intl.PluralRules of the locale', async () => {
    const english = createTranslator()
    expect(english.t('allWallets.resultCount', { count: 1 })).toBe('1 wallet found')
    expect(english.t('allWallets.resultCount', { count: 2005 })).toBe('2,005 wallets found')
    expect(english.t('allWallets.resultCount', { count: 0 })).toBe('0 wallets found')
    const german = createTranslator('de', await loadLocale('de'))
    expect(german.t('allWallets.resultCount', { count: 1 })).toBe('1 Wallet gefunden')
    expect(german.t('allWallets.resultCount', { count: 2005 })).toBe('2.005 Wallets gefunden')
    const french = createTranslator('fr', await loadLocale('fr'))
    // French counts 0 and 1 as singular; its digit groups are split by a narrow no-break space.
    expect(french.t('allWallets.resultCount', { count: 0 })).toBe('0 portefeuille trouvé')
    expect(french.t('approve.queued', { count: 1 })).toBe('1 autre demande en attente')
    expect(french.t('allWallets.resultCount', { count: 2005 })).toBe(
      '2\u202f005 portefeuilles trouvés',
    )
  })

  it('parameters: only a numeric {count} is written with the locale’s grouping', () => {
    const { t, translateError } = createTranslator('de')
    expect(t('connect.walletCount', { count: 12000 })).toBe('12.000')
    expect(t('email.resendIn', { seconds: 12000 })).toBe('Resend code in 12000 s')
    expect(translateError('HTTP_STATUS', { status: 5020 })).toBe('HTTP status code: 5020')
  })
})
