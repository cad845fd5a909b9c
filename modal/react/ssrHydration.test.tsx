import { act } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../core/clock/manualClock'
import { createPortico } from '../core/createPortico'
import { createMemoryStorage } from '../core/deps'
import type { PorticoOptions } from '../core/options/options'
import { cookieToInitialState, createCookieStorage } from '../core/storage/cookieStorage'
import { createTestCookieJar } from '../core/storage/cookieTesting'
import { FakeAdapter } from '../core/stores/testing/fakeAdapter'
import { mainnet } from '../core/stores/testing/fixtures'
import { PorticoButton } from './PorticoButton'
import { PorticoProvider } from './PorticoProvider'

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
