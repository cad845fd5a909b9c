import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider'
import { baseCss } from '../../theme/baseCss'
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

  it('behavior: the title focused as a view opens shows no focus ring; a focused button does (issue 36 item 14)', () => {
    const style = document.createElement('style')
    style.textContent = `.portico-root { --portico-focus-ring: 0 0 0 4px blue; }\n${baseCss}`
    document.head.append(style)
    const { container } = render(
      <div className="portico-root">
        <Header title="Sign in" onClose={() => {}} />
      </div>,
    )
    // Queried without the role helpers: they read computed styles, which happy-dom then keeps.
    const title = container.querySelector('h2') as HTMLElement
    title.focus()
    expect(title.matches(':focus-visible')).toBe(true)
    expect(getComputedStyle(title).boxShadow).toBe('none')
    const close = container.querySelector('button') as HTMLElement
    close.focus()
    expect(getComputedStyle(close).boxShadow).toBe('0 0 0 4px blue')
    style.remove()
  })
})
