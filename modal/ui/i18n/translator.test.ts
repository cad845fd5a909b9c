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

  it('behavior: a lazily loaded locale translates and falls back to English where it lacks a key', async () => {
    const bundle = await loadLocale('de')
    const { t, translateError, locale } = createTranslator('de', bundle)
    expect(locale).toBe('de')
    expect(t('connect.title')).toBe('Wallet verbinden')
    expect(t('connecting.title', { name: 'Rabby' })).toBe('Verbindung mit Rabby')
    expect(bundle.messages['names.title']).toBeUndefined()
    expect(t('names.title')).toBe(en['names.title'])
    expect(translateError('SIGNATURE_DECLINED')).toBe('Signatur abgelehnt')
    expect(translateError('TRANSACTION_ERROR')).toBe('Transaction error')
  })

  it('parameters: isLocale accepts shipped locales only', () => {
    expect(isLocale('de')).toBe(true)
    expect(isLocale('fr')).toBe(false)
  })
})
