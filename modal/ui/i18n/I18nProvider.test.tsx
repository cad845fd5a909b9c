import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18nProvider, useI18n } from './I18nProvider'

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
})
