import { act } from '@testing-library/react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../core/clock/manualClock'
import { createPortico, type Portico } from '../core/createPortico'
import { createMemoryStorage } from '../core/deps'
import { FakeAdapter } from '../core/stores/testing/fakeAdapter'
import { mainnet } from '../core/stores/testing/fixtures'
import { keepServerView, serverView, useHydrationMark } from './serverView'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** A returning visitor's instance, seeded from the cookie's state; the wallet confirms it. */
function returningVisitor(): Portico {
  const adapter = new FakeAdapter()
  adapter.syncResult = { connectorId: 'injected', address: ADDRESS, chainId: '1', accounts: [] }
  const storage = createMemoryStorage()
  storage.setItem('@portico/connectedConnectorId:eip155', 'injected')
  storage.setItem('@portico/connectedNamespaces', '["eip155"]')
  const portico = createPortico(
    {
      projectId: 'p1',
      networks: [mainnet],
      adapters: { eip155: async () => adapter },
      initialState: {
        activeCaipNetworkId: 'eip155:1',
        accounts: [{ namespace: 'eip155', connectorId: 'injected', address: ADDRESS }],
      },
    },
    { clock: new ManualClock(1), storage },
  )
  return portico
}

function Marked({ portico }: { portico: Portico }) {
  useHydrationMark(portico)
  return <p>page</p>
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

describe('serverView', () => {
  it('behavior: once a hydrated instance is kept, the view stays as the server rendered it while init() confirms the account', async () => {
    const portico = returningVisitor()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Marked portico={portico} />)
    act(() => {
      root = hydrateRoot(container, <Marked portico={portico} />)
    })
    keepServerView(portico)
    await portico.init()

    expect(portico.chains.status('eip155')).toBe('connected')
    const view = serverView(portico)
    expect(view).not.toBe(portico)
    expect(view.chains.status('eip155')).toBe('connecting')
    expect(view.chains.account('eip155')?.address).toBe(ADDRESS)
    keepServerView(portico)
    expect(serverView(portico)).toBe(view) // kept once
  })

  it('default: a page rendered in the browser alone keeps no copy; the view is the instance', async () => {
    const portico = returningVisitor()
    const container = document.createElement('div')
    document.body.append(container)
    act(() => {
      root = createRoot(container)
      root.render(<Marked portico={portico} />)
    })
    keepServerView(portico)
    await portico.init()
    expect(serverView(portico)).toBe(portico)
  })
})
