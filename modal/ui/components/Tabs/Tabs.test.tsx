import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs } from './Tabs'

type AccountTab = 'tokens' | 'nfts' | 'activity'

function AccountTabs({ initial = 'tokens' as AccountTab }) {
  const [tab, setTab] = useState<AccountTab>(initial)
  return (
    <Tabs
      label="Account assets"
      selectedId={tab}
      onSelect={setTab}
      tabs={[
        { id: 'tokens', label: 'Tokens', panel: <p>Token list</p> },
        { id: 'nfts', label: 'NFTs', panel: <p>NFT grid</p> },
        { id: 'activity', label: 'Activity', panel: <p>Activity list</p> },
      ]}
    />
  )
}

const selectedTab = () => screen.getByRole('tab', { selected: true })

describe('Tabs', () => {
  afterEach(cleanup)

  it('default: a named tab list; the selected tab labels the only panel', () => {
    render(<AccountTabs />)
    expect(screen.getByRole('tablist', { name: 'Account assets' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tokens',
      'NFTs',
      'Activity',
    ])
    expect(screen.getByRole('tabpanel', { name: 'Tokens' }).textContent).toBe('Token list')
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
  })

  it('behavior: arrow keys move focus and selection, wrapping at the ends', async () => {
    render(<AccountTabs />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Tokens' }))
    await user.keyboard('{ArrowRight}')
    expect(selectedTab().textContent).toBe('NFTs')
    expect(document.activeElement).toBe(selectedTab())
    expect(screen.getByRole('tabpanel', { name: 'NFTs' })).toBeTruthy()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(selectedTab().textContent).toBe('Tokens')
    await user.keyboard('{ArrowLeft}')
    expect(selectedTab().textContent).toBe('Activity')
  })

  it('behavior: Home and End jump; only the selected tab is in the Tab order', async () => {
    render(<AccountTabs initial="nfts" />)
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'NFTs' }))
    await user.keyboard('{End}')
    expect(selectedTab().textContent).toBe('Activity')
    await user.keyboard('{Home}')
    expect(selectedTab().textContent).toBe('Tokens')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Tokens' }))
  })
})
