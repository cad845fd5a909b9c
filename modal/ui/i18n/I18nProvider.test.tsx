import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { HostLocales } from './hostLocales'
import { I18nProvider, useI18n } from './I18nProvider'

function Close() {
  const { t } = useI18n()
  return <button type="button">{t('common.close')}</button>
}

function Title() {
  const { t } = useI18n()
  return <h2>{t('connect.title')}</h2>
}

describe('I18nProvider', () => {
  afterEach(cleanup)

  it('default: without a provider components speak English', () => {
    render(<Title />)
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('behavior: a lazy locale shows English first, then its own strings', async () => {
    render(
      <I18nProvider locale="de">
        <Title />
      </I18nProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Wallet verbinden' })).toBeTruthy()
  })

  it('behavior: switching back to English applies at once', async () => {
    const view = render(
      <I18nProvider locale="de">
        <Title />
      </I18nProvider>,
    )
    await screen.findByRole('heading', { name: 'Wallet verbinden' })
    view.rerender(
      <I18nProvider locale="en">
        <Title />
      </I18nProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('behavior: a host’s own locale shows, its bad entries told and shown in English', async () => {
    const told: unknown[] = []
    const locales = {
      es: async () => ({
        messages: { 'connect.title': 'Conectar billetera', 'common.close': { one: 'x' } },
      }),
    } as unknown as HostLocales
    render(
      <I18nProvider
        locale="es"
        locales={locales}
        onBundleIssues={(locale, issues) => told.push({ locale, issues })}
      >
        <Title />
        <Close />
      </I18nProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Conectar billetera' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(told).toEqual([
      { locale: 'es', issues: [{ key: 'common.close', problem: 'not a message' }] },
    ])
  })
})
