import { describe, expect, it } from 'vitest'
import { FRESH_RUN_KEY, startFreshReplay } from './freshReplay'

class MapStorage implements Pick<Storage, 'getItem' | 'setItem' | 'clear'> {
  readonly map = new Map<string, string>()
  getItem(key: string) {
    return this.map.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.map.set(key, value)
  }
  clear() {
    this.map.clear()
  }
}

function page(url: string, local = new MapStorage(), session = new MapStorage()) {
  return {
    location: new URL(url) as unknown as Location,
    localStorage: local as unknown as Storage,
    sessionStorage: session as unknown as Storage,
    local,
    session,
  }
}

const HOST = 'http://127.0.0.1:4000/host.html?lab=1'

describe('startFreshReplay', () => {
  it('default: a page with no scenario keeps its storage (manual QA)', () => {
    const win = page(HOST)
    win.local.setItem('@portico/connection', 'alpha')
    win.session.setItem('portico-lab:wallets', '{}')
    expect(startFreshReplay(win)).toBe(false)
    expect(win.local.getItem('@portico/connection')).toBe('alpha')
    expect(win.session.getItem('portico-lab:wallets')).toBe('{}')
  })

  it('behavior: the first load of a replay forgets what the previous page left', () => {
    const win = page(`${HOST}&scenario=wc-deep-link-choice&run=7`)
    win.local.setItem('@portico/deepLinkChoice', 'Lab Mobile')
    win.session.setItem('portico-lab:wallets', '{"alpha":{"authorized":true}}')
    expect(startFreshReplay(win)).toBe(true)
    expect(win.local.map.size).toBe(0)
    expect([...win.session.map]).toEqual([[FRESH_RUN_KEY, 'wc-deep-link-choice:7']])
  })

  it('behavior: a reload within the same replay keeps what the replay stored', () => {
    const win = page(`${HOST}&scenario=wc-deep-link-choice&run=7`)
    startFreshReplay(win)
    win.local.setItem('@portico/deepLinkChoice', 'Lab Mobile')
    const reloaded = page(win.location.href, win.local, win.session)
    expect(startFreshReplay(reloaded)).toBe(false)
    expect(win.local.getItem('@portico/deepLinkChoice')).toBe('Lab Mobile')
  })

  it('behavior: the next run of the same scenario starts fresh again', () => {
    const win = page(`${HOST}&scenario=evm-reload-restores&run=1`)
    startFreshReplay(win)
    win.local.setItem('@portico/connection', 'alpha')
    const next = page(`${HOST}&scenario=evm-reload-restores&run=2`, win.local, win.session)
    expect(startFreshReplay(next)).toBe(true)
    expect(win.local.getItem('@portico/connection')).toBeNull()
  })
})
