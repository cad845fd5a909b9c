import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider'
import { connectTestWallet, createTestPortico } from '../testing/createTestPortico'
import { Account } from './Account'
import { setup, usdc, withExplorer } from './testing'

describe('Account layout', () => {
  afterEach(cleanup)

  it('behavior: the header: an avatar drawn from the address (no "0"), copy and explorer as icons beside the name', async () => {
    const { portico } = await setup()
    const heading = screen.getByRole('heading', { name: '0x1111…1111' })
    const identity = heading.parentElement as HTMLElement
    // Copy and explorer sit beside the name as icons, not as a text button and an underlined link.
    expect(within(identity).getByRole('button', { name: 'Copy address' }).textContent).toBe('')
    expect(within(identity).getByRole('link', { name: 'View on block explorer' }).textContent).toBe(
      '',
    )
    const avatar = document.querySelector('.portico-account__summary svg')
    expect(avatar?.getAttribute('aria-hidden')).toBe('true')
    expect(avatar?.textContent).toBe('')
    expect(portico.chains.activeChain?.account.profileImage).toBeUndefined()
  })

  it('parameters: in German, amounts and dollars are written the German way', async () => {
    const big = { ...usdc, value: 10000, quantity: { decimals: '6', numeric: '10000' } }
    const test = createTestPortico({ networks: [withExplorer] })
    test.adapter.balance = { balance: '9999.99512', symbol: 'ETH' }
    test.portico.attachPorts({
      tokenBalances: { getBalance: async () => ({ balances: [big] }) },
    })
    await connectTestWallet(test)
    render(
      <I18nProvider locale="de">
        <Account portico={test.portico} services={test.services} />
      </I18nProvider>,
    )
    expect(await screen.findByText('9.999,995 ETH')).toBeTruthy()
    expect(await screen.findByText('10.000 USDC')).toBeTruthy()
    expect(screen.getByText(/^10\.000,00\s\$$/)).toBeTruthy()
  })

  it('behavior: the features are one row of equal columns, each an icon over its label', async () => {
    await setup()
    const region = screen.getByRole('region', { name: 'Wallet features' })
    const rows = region.querySelectorAll('ul')
    expect(rows).toHaveLength(1)
    const buttons = within(region).getAllByRole('button')
    expect(rows[0]?.style.gridTemplateColumns).toBe(`repeat(${buttons.length}, minmax(0, 1fr))`)
    for (const button of buttons) {
      expect(button.querySelector('svg')).toBeTruthy()
      expect(button.getAttribute('title')).toBe(button.textContent)
    }
  })

  it('behavior: every tab shows its list in the same fixed area, so switching tabs keeps the height', async () => {
    await setup()
    for (const tab of ['Tokens', 'NFTs', 'Activity']) {
      await userEvent.click(screen.getByRole('tab', { name: tab }))
      const panel = screen.getByRole('tabpanel')
      expect(panel.firstElementChild?.className).toBe('portico-account__tab-panel')
    }
  })
})
