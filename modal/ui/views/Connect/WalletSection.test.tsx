import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import { WalletSection } from './WalletSection'

const ALPHA_ICON =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'

async function renderSection() {
  const test = createTestPortico({ withoutListing: true })
  test.adapter.connectors = [
    {
      id: 'io.alpha',
      name: 'Alpha Wallet',
      type: 'ANNOUNCED',
      rdns: 'io.alpha',
      imageUrl: ALPHA_ICON,
    },
    { id: 'injected', name: 'Browser Wallet', type: 'INJECTED' },
    { id: 'walletConnect', name: 'WalletConnect', type: 'EXTERNAL' },
  ]
  await test.portico.loadConnectors()
  test.portico.modal.open()
  render(<WalletSection portico={test.portico} services={test.services} blocked={false} />)
  return test
}

describe('WalletSection', () => {
  afterEach(cleanup)

  it('default: WalletConnect shows its blue mark, not a letter tile', async () => {
    await renderSection()
    const option = await screen.findByRole('button', { name: 'WalletConnect' })
    expect(option.querySelector('[data-mark="walletconnect"]')).toBeTruthy()
    expect(option.textContent).toBe('WalletConnect')
  })

  it('behavior: the nameless browser wallet shows the browser icon instead of "BW"', async () => {
    await renderSection()
    const option = await screen.findByRole('button', { name: /^Browser Wallet/ })
    expect(option.querySelector('[data-mark="browser-wallet"] svg')).toBeTruthy()
    expect(option.textContent).not.toContain('BW')
  })

  it('behavior: an announced wallet shows its own icon under its own name', async () => {
    await renderSection()
    const option = await screen.findByRole('button', { name: /^Alpha Wallet/ })
    expect(option.querySelector('img')?.getAttribute('src')).toBe(ALPHA_ICON)
  })
})
