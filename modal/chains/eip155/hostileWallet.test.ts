import { describe, expect, it } from 'vitest'
import type { Eip1193Listener, Eip1193Provider } from '../../connectors/injected/eip1193'
import type { CaipNetwork } from '../../core/caip/types'
import type { AdapterEvent } from '../../core/chains/chainAdapter'
import { isPorticoError } from '../../core/errors/porticoError'
import { toPorticoError } from '../../core/stores/providerErrors'
import { Eip155Adapter } from './eip155Adapter'
import { ethereum } from './networks'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A scriptable injected wallet that counts its listeners. */
class HostileWallet implements Eip1193Provider {
  listeners = new Map<string, Set<Eip1193Listener>>()
  constructor(public answers: Record<string, () => unknown>) {}
  async request({ method }: { method: string }): Promise<unknown> {
    const answer = this.answers[method]
    if (!answer) throw Object.assign(new Error('unsupported'), { code: 4200 })
    return answer()
  }
  on(event: string, listener: Eip1193Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)?.add(listener)
  }
  removeListener(event: string, listener: Eip1193Listener) {
    this.listeners.get(event)?.delete(listener)
  }
  get listenerCount() {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0)
  }
  /** Emits as a wallet's emitter would; a listener's throw would surface here. */
  emit(event: string, payload: unknown) {
    for (const listener of this.listeners.get(event) ?? []) {
      ;(listener as (value: unknown) => void)(payload)
    }
  }
}

function page(answers: Record<string, () => unknown>) {
  const wallet = new HostileWallet(answers)
  const window = Object.assign(new EventTarget(), { ethereum: wallet })
  const adapter = new Eip155Adapter({ window })
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return { wallet, adapter, events }
}

const connect = (adapter: Eip155Adapter) =>
  adapter.connect({ connectorId: 'injected', network: ethereum as CaipNetwork })

/**
 * `list` behind a proxy that counts the elements read. "Without blocking the main thread for
 * more than 50 ms" is shown by the work done, not by a wall clock: a starved CI runner can
 * pause any test for 50 ms, while a handler that reads a bounded head of the list stays fast
 * on any machine (a handler that walks all 100,000 reads 100,000).
 */
function counted<T>(list: T[]): { list: T[]; reads(): number } {
  let reads = 0
  const proxy = new Proxy(list, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++
      return Reflect.get(target, key, receiver)
    },
  })
  return { list: proxy, reads: () => reads }
}

const good = { eth_requestAccounts: () => [ADDRESS], eth_chainId: () => '0x1' }

/**
 * Wallet misbehaviour on connect: each must fail (typed by the adapter, or mapped by the
 * connection store's toPorticoError when the wallet threw something odd) and leave no listener.
 */
const BAD_CONNECTS: Record<string, Record<string, () => unknown>> = {
  'accounts is not a list': { ...good, eth_requestAccounts: () => ADDRESS },
  'accounts is empty': { ...good, eth_requestAccounts: () => [] },
  'account is not an address': { ...good, eth_requestAccounts: () => ['0xnope'] },
  'account is an object': { ...good, eth_requestAccounts: () => [{ address: ADDRESS }] },
  'chain id is "0x"': { ...good, eth_chainId: () => '0x' },
  'chain id is garbage': { ...good, eth_chainId: () => 'mainnet' },
  'chain id is an object': { ...good, eth_chainId: () => ({ id: 1 }) },
  'chain id is huge': { ...good, eth_chainId: () => `0x${'f'.repeat(100)}` },
  'eth_chainId throws': {
    ...good,
    eth_chainId: () => {
      throw new Error('boom')
    },
  },
  'eth_requestAccounts throws a non-error': {
    ...good,
    eth_requestAccounts: () => {
      throw 'weird'
    },
  },
}

describe('Eip155Adapter against a hostile wallet (issue 11 defect 9)', () => {
  for (const [name, answers] of Object.entries(BAD_CONNECTS)) {
    it(`behavior: ${name}: connect fails with a typed error and leaves 0 listeners`, async () => {
      const { wallet, adapter } = page(answers)
      const error = await connect(adapter).then(
        () => 'connected',
        (e: unknown) => toPorticoError(e),
      )
      expect(isPorticoError(error)).toBe(true)
      expect(wallet.listenerCount).toBe(0)
    })
  }

  it('behavior: 100,000 accounts connect without blocking the main thread for more than 50 ms', async () => {
    const many = Array.from({ length: 100_000 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`)
    many[0] = ADDRESS
    const answer = counted(many)
    const { adapter } = page({ ...good, eth_requestAccounts: () => answer.list })
    const connection = await connect(adapter)
    expect(answer.reads()).toBeLessThanOrEqual(100)
    expect(connection.address).toBe(ADDRESS)
    expect(connection.accounts.length).toBeLessThanOrEqual(10)
  })

  it('behavior: garbage accountsChanged and chainChanged are ignored without throwing into the wallet', async () => {
    const { wallet, adapter, events } = page(good)
    await connect(adapter)
    const garbage = [
      undefined,
      null,
      -1,
      1.5,
      'x',
      {},
      [42],
      ['0xnope'],
      [{}],
      '0x',
      `0x${'f'.repeat(99)}`,
    ]
    for (const payload of garbage) {
      expect(() => wallet.emit('accountsChanged', payload)).not.toThrow()
      expect(() => wallet.emit('chainChanged', payload)).not.toThrow()
    }
    expect(events).toEqual([])
    wallet.emit('chainChanged', '0x2105')
    wallet.emit('accountsChanged', [ADDRESS.toLowerCase()])
    expect(events).toEqual([
      { type: 'chainChanged', chainId: '8453' },
      { type: 'accountsChanged', address: ADDRESS },
    ])
  })

  it("behavior: a subscriber that throws does not throw into the wallet's emitter", async () => {
    const { wallet, adapter } = page(good)
    adapter.subscribe(() => {
      throw new Error('store bug')
    })
    await connect(adapter)
    expect(() => wallet.emit('chainChanged', '0x1')).not.toThrow()
  })

  it('behavior: 100,000 accounts in accountsChanged are handled without blocking', async () => {
    const { wallet, adapter, events } = page(good)
    await connect(adapter)
    const many = counted(Array.from({ length: 100_000 }, () => ADDRESS))
    wallet.emit('accountsChanged', many.list)
    expect(many.reads()).toBeLessThanOrEqual(100)
    expect(events).toEqual([{ type: 'accountsChanged', address: ADDRESS }])
  })
})
