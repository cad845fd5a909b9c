import { afterEach, describe, expect, it } from 'vitest'
import { installSimulatedWallets } from '../../../simulators/wallets/installSimulatedWallets'
import { findInjectedWallet } from '../injected/injectedConnector'
import { Eip6963Discovery } from './eip6963Discovery'

const rpcUrl = 'http://127.0.0.1:1'
const provider = { request: async () => null }

function announce(info: Record<string, unknown>, announcedProvider: unknown = provider) {
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: Object.freeze({ info: Object.freeze(info), provider: announcedProvider }),
    }),
  )
}

const baseInfo = { uuid: '00000000-0000-4000-8000-000000000000', name: 'Delta', icon: '' }

describe('Eip6963Discovery (happy-dom window)', () => {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })

  it('default: lists the announced simulated wallets as ANNOUNCED connectors, keyed by rdns', () => {
    const { uninstall, wallets } = installSimulatedWallets(window, { rpcUrl })
    cleanups.push(uninstall)
    const discovery = new Eip6963Discovery(window)
    cleanups.push(() => discovery.stop())
    expect(discovery.wallets).toEqual([])
    discovery.start()
    expect(discovery.connectors().map(({ id, name, type }) => ({ id, name, type }))).toEqual([
      { id: 'io.portico.lab.alpha', name: 'Alpha Wallet', type: 'ANNOUNCED' },
      { id: 'io.portico.lab.beta', name: 'Beta Wallet', type: 'ANNOUNCED' },
      { id: 'io.portico.lab.gamma', name: 'Gamma Wallet', type: 'ANNOUNCED' },
    ])
    expect(discovery.connectors()[0]?.imageUrl).toMatch(/^data:image\/svg\+xml,/)
    expect(discovery.providerFor('io.portico.lab.beta')).toBe(wallets.beta.provider)
  })

  it('behavior: re-announcements and impostors with a known rdns are not listed twice', () => {
    const discovery = new Eip6963Discovery(window)
    cleanups.push(() => discovery.stop())
    const seen: number[] = []
    discovery.subscribe((list) => seen.push(list.length))
    discovery.start()
    announce({ ...baseInfo, rdns: 'io.example.delta' })
    announce({ ...baseInfo, rdns: 'io.example.delta' })
    const impostor = { request: async () => ['0xbad'] }
    announce({ ...baseInfo, name: 'Delta (new)', rdns: 'io.example.delta' }, impostor)
    expect(discovery.wallets).toHaveLength(1)
    expect(discovery.providerFor('io.example.delta')).toBe(provider)
    expect(seen).toEqual([1])
  })

  it('behavior: malformed announcements are ignored', () => {
    const discovery = new Eip6963Discovery(window)
    cleanups.push(() => discovery.stop())
    discovery.start()
    announce({ ...baseInfo, rdns: 'io.example.nop' }, { notRequest: true })
    announce({ ...baseInfo, rdns: 'not a domain' })
    announce({ ...baseInfo, name: '   ', rdns: 'io.example.blank' })
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: 'garbage' }))
    window.dispatchEvent(new Event('eip6963:announceProvider'))
    expect(discovery.wallets).toEqual([])
  })

  it('parameters: untrusted icons — only data:image/ and http(s) reach imageUrl', () => {
    const discovery = new Eip6963Discovery(window)
    cleanups.push(() => discovery.stop())
    discovery.start()
    announce({ ...baseInfo, rdns: 'io.example.js', icon: 'javascript:alert(1)' })
    announce({
      ...baseInfo,
      rdns: 'io.example.html',
      icon: 'data:text/html,<script>alert(1)</script>',
    })
    announce({ ...baseInfo, rdns: 'io.example.https', icon: 'https://cdn.example/icon.png' })
    announce({ ...baseInfo, rdns: 'io.example.png', icon: 'data:image/png;base64,iVBORw0KGgo=' })
    announce({ ...baseInfo, rdns: 'io.example.long', name: 'x'.repeat(500) })
    const images = Object.fromEntries(discovery.connectors().map((c) => [c.id, c.imageUrl]))
    expect(images).toEqual({
      'io.example.js': undefined,
      'io.example.html': undefined,
      'io.example.https': 'https://cdn.example/icon.png',
      'io.example.png': 'data:image/png;base64,iVBORw0KGgo=',
      'io.example.long': undefined,
    })
    expect(discovery.connectors().at(-1)?.name).toHaveLength(64)
  })

  it('behavior: the legacy window.ethereum wallet is listed once, and not when it was announced', () => {
    const { uninstall, wallets } = installSimulatedWallets(window, { rpcUrl })
    cleanups.push(uninstall)
    const discovery = new Eip6963Discovery(window)
    cleanups.push(() => discovery.stop())
    discovery.start()
    const announced = discovery.wallets.map((wallet) => wallet.provider)
    expect(findInjectedWallet(window, announced)?.provider).toBe(wallets.legacy.provider)
    expect(findInjectedWallet({ ethereum: wallets.alpha.provider }, announced)).toBeUndefined()
    expect(findInjectedWallet({}, announced)).toBeUndefined()
  })
})
