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

  it('behavior: a new view whose pressed control went away moves focus to its title', () => {
    const inDialog = (key: string, title: string) => (
      <div role="dialog" aria-label="modal">
        <Header title={title} focusKey={key} onClose={() => {}} />
      </div>
    )
    const { rerender } = render(inDialog('1:Connect', 'Connect Wallet'))
    ;(document.activeElement as HTMLElement | null)?.blur()
    expect(document.activeElement).toBe(document.body)
    rerender(inDialog('2:AllWallets', 'All wallets'))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'All wallets' }))
  })

  it('behavior: focus already inside the dialog stays where it is', () => {
    const inDialog = (key: string) => (
      <div role="dialog" aria-label="modal">
        <Header title="Title" focusKey={key} onClose={() => {}} />
      </div>
    )
    const { rerender } = render(inDialog('1:Connect'))
    const close = screen.getByRole('button', { name: 'Close' })
    close.focus()
    rerender(inDialog('2:Networks'))
    expect(document.activeElement).toBe(close)
  })

  it('parameters: without a focus key (embedded mode) focus is never moved', () => {
    const { rerender } = render(<Header title="Connect Wallet" />)
    ;(document.activeElement as HTMLElement | null)?.blur()
    rerender(<Header title="Account" />)
    expect(document.activeElement).toBe(document.body)
  })
})
