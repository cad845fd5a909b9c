import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider'
import { Header } from './Header'

describe('Header', () => {
  afterEach(cleanup)

  it('default: a heading only, no buttons', () => {
    render(<Header title="Connect Wallet" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('parameters: back and close buttons with accessible names call their handlers', async () => {
    const onBack = vi.fn()
    const onClose = vi.fn()
    render(<Header title="All wallets" onBack={onBack} onClose={onClose} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onBack).toHaveBeenCalledOnce()
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('parameters: closeDisabled disables the close button', () => {
    render(<Header title="Sign in" onClose={() => {}} closeDisabled />)
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('behavior: button names follow the locale', async () => {
    render(
      <I18nProvider locale="de">
        <Header title="Wallet verbinden" onBack={() => {}} onClose={() => {}} />
      </I18nProvider>,
    )
    expect(await screen.findByRole('button', { name: 'Zurück' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy()
  })
})
