import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { setup } from './testing'

describe('WalletFeatures', () => {
  afterEach(cleanup)

  it('behavior: Buy crypto opens its own view, not a panel inside Account (issue 36)', async () => {
    const test = await setup()
    const buy = screen.getByRole('button', { name: 'Buy crypto' })
    expect(buy.getAttribute('aria-expanded')).toBeNull()
    await userEvent.click(buy)
    expect(test.portico.router.view).toBe('BuyCrypto')
    expect(test.portico.router.history.map((route) => route.view)).toEqual(['Account', 'BuyCrypto'])
    // Nothing of the purchase form shows inside the Account view.
    expect(screen.queryByRole('combobox', { name: 'Buy' })).toBeNull()
  })
})
