import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico, type Portico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { VIEWS, type ViewName } from '../../core/stores/routerStore'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import { base, mainnet } from '../../core/stores/testing/fixtures'
import { ModalRoot } from '../ModalRoot/ModalRoot'
import { connectTestWallet, createTestPortico } from '../views/testing/createTestPortico'
import { BUILT } from './built'

/** Opens `view` and waits until its chunk has loaded; returns the dialog's text. */
async function shownText(portico: Portico, view: ViewName): Promise<string> {
  act(() => portico.open({ view }))
  await waitFor(() => expect(screen.getByRole('dialog'), view).toBeTruthy())
  await waitFor(() =>
    expect(screen.queryByRole('progressbar', { name: 'Loading view' })).toBeNull(),
  )
  await act(async () => {})
  // A view that cannot start (Swap while disconnected, say) goes back and closes: no placeholder.
  const text = screen.queryByRole('dialog')?.textContent ?? ''
  act(() => void portico.close())
  return text
}

describe('hidden parts', () => {
  it('behavior: no view, disconnected or connected, shows a "not available" placeholder', async () => {
    const test = createTestPortico({
      routes: { 'GET /getWallets': { json: { data: [], count: 0 } } },
    })
    render(<ModalRoot portico={test.portico} services={test.services} />)
    for (const view of VIEWS) {
      expect(await shownText(test.portico, view), view).not.toMatch(/not available|yet\./i)
    }
    await connectTestWallet(test)
    for (const view of VIEWS) {
      expect(await shownText(test.portico, view), view).not.toMatch(/not available|yet\./i)
    }
  })

  it('behavior: Connect has no e-mail or social section; Account has no Buy, Swap, Send, NFTs, Activity or name entry', async () => {
    const test = createTestPortico()
    render(<ModalRoot portico={test.portico} services={test.services} />)
    act(() => test.portico.open())
    await screen.findByRole('heading', { name: 'Wallets' })
    expect(screen.queryByRole('heading', { name: 'E-mail' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Social login' })).toBeNull()
    act(() => void test.portico.close())
    await connectTestWallet(test)
    act(() => test.portico.open())
    await screen.findByRole('button', { name: 'Receive' })
    const buttons = { onramp: 'Buy crypto', swaps: 'Swap', send: 'Send' } as const
    for (const [feature, name] of Object.entries(buttons)) {
      if (BUILT.walletFeatures[feature as keyof typeof buttons]) continue
      expect(screen.queryByRole('button', { name }), name).toBeNull()
    }
    if (!BUILT.flows.names)
      expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
    for (const tab of ['NFTs', 'Activity'] as const) {
      if (!BUILT.accountTabs[tab]) expect(screen.queryByRole('tab', { name: tab })).toBeNull()
    }
  })

  it('behavior: a hidden view opened directly shows Connect, titled and routed as Connect', async () => {
    const test = createTestPortico()
    render(<ModalRoot portico={test.portico} services={test.services} />)
    act(() => test.portico.open({ view: 'ConnectingFarcaster' }))
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(test.portico.router.view).toBe('Connect')
  })
})

describe('without a backend', () => {
  it('behavior: opened, connected and on Account, Portico makes no request and shows no backend feature', async () => {
    const requested: string[] = []
    const adapter = new FakeAdapter('eip155')
    const portico = createPortico(
      { projectId: 'p1', networks: [mainnet, base], adapters: { eip155: async () => adapter } },
      {
        clock: new ManualClock(1_000_000),
        storage: createMemoryStorage(),
        fetch: (url) => {
          requested.push(url)
          throw new Error(`no request expected: ${url}`)
        },
      },
    )
    render(<ModalRoot portico={portico} />)
    await act(() => portico.init())
    act(() => portico.open())
    await screen.findByRole('button', { name: 'Browser Wallet' })
    expect(screen.queryByRole('button', { name: /All wallets/ })).toBeNull()
    await act(() => portico.connection.connect('eip155', 'injected'))
    act(() => portico.open())
    await screen.findByRole('button', { name: 'Receive' })
    await act(async () => {})
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.getByRole('dialog').textContent).not.toMatch(/not available|unavailable/i)
    act(() => portico.open({ view: 'AllWallets' }))
    expect(portico.router.view).toBe('Account')
    act(() => void portico.close())
    expect(requested).toEqual([])
  })

  it("behavior: the host's custom wallets still show without a wallet listing (without pairing, as wallets to get)", async () => {
    const portico = createPortico(
      {
        projectId: 'p1',
        networks: [mainnet],
        adapters: { eip155: async () => new FakeAdapter('eip155') },
        customWallets: [{ id: 'acme', name: 'Acme Wallet', homepage: 'https://acme.example' }],
      },
      { clock: new ManualClock(1), storage: createMemoryStorage(), fetch: () => Promise.reject() },
    )
    render(<ModalRoot portico={portico} />)
    act(() => portico.open())
    const acme = await screen.findByRole('link', { name: /^Acme Wallet/ })
    expect(acme.getAttribute('href')).toBe('https://acme.example/')
  })
})
