import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../../../core/clock/manualClock'
import { WalletGridItem } from './WalletGridItem'

describe('WalletGridItem', () => {
  afterEach(cleanup)

  it('default: a tile button named by the wallet with its initials as a stand-in logo', async () => {
    const onSelect = vi.fn()
    render(<WalletGridItem name="Trust Wallet" clock={new ManualClock()} onSelect={onSelect} />)
    const tile = screen.getByRole('button', { name: 'Trust Wallet' })
    expect(tile.textContent).toBe('TWTrust Wallet')
    await userEvent.setup().click(tile)
    expect(onSelect).toHaveBeenCalledOnce()
  })

  it('parameters: the installed badge is shown; tabIndex supports roving focus', () => {
    render(
      <WalletGridItem
        name="Phantom"
        installed
        tabIndex={-1}
        clock={new ManualClock()}
        onSelect={() => {}}
      />,
    )
    const tile = screen.getByRole('button', { name: 'Phantom' })
    expect(tile.textContent).toContain('Installed')
    expect(tile.tabIndex).toBe(-1)
  })
})
