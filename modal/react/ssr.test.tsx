// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPortico } from '../core/createPortico'
import { cookieToInitialState, PORTICO_COOKIE } from '../core/storage/cookieStorage'
import { mainnet } from '../core/stores/testing/fixtures'
import { PorticoButton } from './PorticoButton'
import { PorticoProvider } from './PorticoProvider'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const STORED_CONNECTION = `theme=dark; ${PORTICO_COOKIE}=${encodeURIComponent(
  JSON.stringify({
    '@portico/initialState': JSON.stringify({
      activeCaipNetworkId: 'eip155:1',
      accounts: [{ namespace: 'eip155', connectorId: 'injected', address: ADDRESS, name: 'Alpha' }],
    }),
  }),
)}`

/** Browser globals a server must not read: touching one is recorded, and throws. */
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage'] as const
const touched: string[] = []

describe('server rendering (Node, no DOM)', () => {
  beforeEach(() => {
    touched.length = 0
    for (const name of BROWSER_GLOBALS) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get: () => {
          touched.push(name)
          throw new Error(`${name} read during a server render`)
        },
      })
    }
  })
  afterEach(() => {
    for (const name of BROWSER_GLOBALS) Reflect.deleteProperty(globalThis, name)
    // Even a guarded read (a try/catch around localStorage) counts: a server must not look.
    expect(touched).toEqual([])
  })

  it('default: <PorticoProvider options><PorticoButton/> renders "Connect Wallet" without a browser global', () => {
    expect(typeof navigator).toBe('undefined')
    const html = renderToString(
      <PorticoProvider options={{ projectId: 'p1', networks: [mainnet] }}>
        <PorticoButton />
      </PorticoProvider>,
    )
    expect(html).toContain('Connect Wallet')
  })

  it('parameters: given an instance, it renders the same way', () => {
    const portico = createPortico({ projectId: 'p1', networks: [mainnet] })
    const html = renderToString(
      <PorticoProvider portico={portico}>
        <PorticoButton />
      </PorticoProvider>,
    )
    expect(html).toContain('Connect Wallet')
  })

  it('behavior: with the initial state of a stored-connection cookie the HTML shows the account button', () => {
    const initialState = cookieToInitialState(STORED_CONNECTION)
    const html = renderToString(
      <PorticoProvider options={{ projectId: 'p1', networks: [mainnet], initialState }}>
        <PorticoButton />
      </PorticoProvider>,
    )
    expect(html).toContain('0x1111…1111')
    expect(html).not.toContain('Connect Wallet')
  })

  it('behavior: a garbage cookie gives no initial state, and the page renders "Connect Wallet"', () => {
    const initialState = cookieToInitialState(`${PORTICO_COOKIE}=%7B%22oops`)
    expect(initialState).toBeUndefined()
    const html = renderToString(
      <PorticoProvider options={{ projectId: 'p1', networks: [mainnet], initialState }}>
        <PorticoButton />
      </PorticoProvider>,
    )
    expect(html).toContain('Connect Wallet')
  })
})
