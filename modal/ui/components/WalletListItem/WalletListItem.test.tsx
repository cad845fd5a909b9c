import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../../../core/clock/manualClock'
import { WalletListItem } from './WalletListItem'

function description(element: HTMLElement): string {
  const id = element.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? '') : ''
}

describe('WalletListItem', () => {
  afterEach(cleanup)

  it('default: a button named by the wallet, without badges', async () => {
    const onSelect = vi.fn()
    render(<WalletListItem name="MetaMask" clock={new ManualClock()} onSelect={onSelect} />)
    const button = screen.getByRole('button', { name: 'MetaMask' })
    expect(description(button)).toBe('')
    await userEvent.setup().click(button)
    expect(onSelect).toHaveBeenCalledOnce()
  })

  it('parameters: installed and recent badges are visible and describe the button', () => {
    render(
      <WalletListItem
        name="Rabby"
        installed
        recent
        clock={new ManualClock()}
        onSelect={() => {}}
      />,
    )
    const button = screen.getByRole('button', { name: 'Rabby' })
    expect(screen.getByText('Installed')).toBeTruthy()
    expect(screen.getByText('Recent')).toBeTruthy()
    expect(description(button)).toBe('InstalledRecent')
  })

  it('behavior: a name that looks like markup is shown as text', () => {
    const name = '<img src=x onerror=alert(1)>'
    render(<WalletListItem name={name} clock={new ManualClock()} onSelect={() => {}} />)
    expect(screen.getByRole('button', { name }).querySelector('img[src="x"]')).toBeNull()
  })
})
