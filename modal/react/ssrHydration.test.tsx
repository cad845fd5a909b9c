import { act } from '@testing-library/react'
import { lazy, type ReactNode, Suspense } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../core/clock/manualClock'
import { createPortico, type Portico } from '../core/createPortico'
import { createMemoryStorage } from '../core/deps'
import type { PorticoOptions } from '../core/options/options'
import { cookieToInitialState, createCookieStorage } from '../core/storage/cookieStorage'
import { createTestCookieJar } from '../core/storage/cookieTesting'
import { FakeAdapter } from '../core/stores/testing/fakeAdapter'
import { mainnet } from '../core/stores/testing/fixtures'
import { PorticoButton } from './PorticoButton'
import { PorticoProvider } from './PorticoProvider'
import { usePorticoAccount } from './usePorticoAccount'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** A previous visit that connected the fake wallet: its cookie is what the server receives. */
async function previousVisitCookie(): Promise<string> {
  const jar = createTestCookieJar()
  const portico = createPortico(
    { projectId: 'p1', networks: [mainnet], adapters: { eip155: async () => new FakeAdapter() } },
    {
      storage: createCookieStorage({ jar, fallback: createMemoryStorage() }),
      clock: new ManualClock(1),
    },
  )
  await portico.loadConnectors()
  await portico.connection.connect('eip155', 'injected')
  return jar.header
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/** Server-renders the page, then hydrates it in the browser with `browserState`. */
async function serverThenBrowser(cookie: string, browserState: PorticoOptions['initialState']) {
  const adapter = new FakeAdapter()
  adapter.syncResult = { connectorId: 'injected', address: ADDRESS, chainId: '1', accounts: [] }
  const options = (initialState: PorticoOptions['initialState']): PorticoOptions => ({
    projectId: 'p1',
    networks: [mainnet],
    adapters: { eip155: async () => adapter },
    initialState,
  })
  const page = (initialState: PorticoOptions['initialState']) => (
    <PorticoProvider
      options={options(initialState)}
      deps={{
        clock: new ManualClock(1),
        storage: createCookieStorage({
          jar: createTestCookieJar(cookie),
          fallback: createMemoryStorage(),
        }),
        fetch: () => Promise.reject(new Error('no request expected')),
      }}
    >
      <PorticoButton />
    </PorticoProvider>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(cookieToInitialState(cookie)))
  document.body.append(container)
  const serverHtml = container.innerHTML
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const recoverable: unknown[] = []
  await act(async () => {
    root = hydrateRoot(container, page(browserState), {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  await act(async () => {})
  const logged = errors.mock.calls.map((call) => call.map(String).join(' '))
  errors.mockRestore()
  return { container, serverHtml, logged, recoverable }
}

describe('hydrating a server-rendered page', () => {
  it('behavior: the stored-connection page hydrates without a mismatch and keeps the account', async () => {
    const cookie = await previousVisitCookie()
    const { container, serverHtml, logged, recoverable } = await serverThenBrowser(
      cookie,
      cookieToInitialState(cookie),
    )
    expect(serverHtml).toContain('0x1111…1111')
    expect(logged).toEqual([])
    expect(recoverable).toEqual([])
    expect(container.querySelector('button')?.textContent).toContain('0x1111…1111')
  })

  it('parameters: a browser render without the same initial state is reported as a mismatch', async () => {
    const cookie = await previousVisitCookie()
    const { logged, recoverable } = await serverThenBrowser(cookie, undefined)
    expect([...logged, ...recoverable.map(String)].join('\n')).toMatch(/hydrat/i)
  })
})

/** A host's own account line, as the Next.js example's page shows it. */
function Account() {
  const { isConnected, address } = usePorticoAccount()
  return <p>{isConnected ? `Connected: ${address}` : 'Not connected'}</p>
}

/**
 * The provider in a layout, the page a segment of its own in a Suspense boundary that the
 * browser may hydrate later (Next.js hydrates a page segment after its layout), so the
 * provider's effect (init() asking the wallet) can run before the page's components hydrate.
 */
function layout(portico: Portico, page: ReactNode) {
  return (
    <PorticoProvider portico={portico}>
      <Suspense fallback={<p>Loading…</p>}>{page}</Suspense>
    </PorticoProvider>
  )
}

describe('hydrating a page segment after the layout’s provider restored the visit', () => {
  it('behavior: the late segment hydrates as the server rendered it (no mismatch), then shows the confirmed account', async () => {
    const cookie = await previousVisitCookie()
    const adapter = new FakeAdapter()
    adapter.syncResult = { connectorId: 'injected', address: ADDRESS, chainId: '1', accounts: [] }
    const instance = () =>
      createPortico(
        {
          projectId: 'p1',
          networks: [mainnet],
          adapters: { eip155: async () => adapter },
          initialState: cookieToInitialState(cookie),
        },
        {
          clock: new ManualClock(1),
          storage: createCookieStorage({
            jar: createTestCookieJar(cookie),
            fallback: createMemoryStorage(),
          }),
        },
      )
    const page = (
      <>
        <Account />
        <PorticoButton />
      </>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(layout(instance(), page))
    document.body.append(container)
    expect(container.textContent).toContain('Not connected') // reconnecting: address known
    expect(container.textContent).toContain('0x1111…1111')

    // The page's code arrives late: its boundary stays dehydrated while init() confirms.
    let arrive: (module: { default: () => ReactNode }) => void = () => {}
    const LatePage = lazy(() => new Promise<{ default: () => ReactNode }>((r) => (arrive = r)))
    const browser = instance()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    await act(async () => {
      root = hydrateRoot(container, layout(browser, <LatePage />), {
        onRecoverableError: (error) => recoverable.push(error),
      })
    })
    await act(() => browser.init())
    expect(browser.chains.status('eip155')).toBe('connected')
    await act(async () => arrive({ default: () => page }))
    const logged = errors.mock.calls.map((call) => call.map(String).join(' '))
    errors.mockRestore()

    expect(recoverable.map(String)).toEqual([])
    expect(logged).toEqual([])
    expect(container.querySelector('p')?.textContent).toBe(`Connected: ${ADDRESS}`)
    expect(container.querySelector('button')?.textContent).toContain('0x1111…1111')
  })
})
