import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../chains/chainAdapter'
import { combineAdapters } from '../chains/combineAdapters'
import { ManualClock } from '../clock/manualClock'
import { createPortico } from '../createPortico'
import { createMemoryStorage } from '../deps'
import { FakeAdapter } from '../stores/testing/fakeAdapter'
import { mainnet } from '../stores/testing/fixtures'
import type { ConnectorPlugin } from './connectorPlugin'

/** A plugin that adds one wallet beside the namespace's own and plugs in a pairing port. */
function phonePlugin(log: string[]): ConnectorPlugin {
  return {
    id: 'phone',
    setup: ({ networks, deps }) => {
      log.push(`setup ${networks.length} network(s), clock at ${deps.clock.now()}`)
      const phone = new FakeAdapter('eip155')
      phone.connectors = [{ id: 'phone', name: 'Phone', type: 'EXTERNAL' }]
      return {
        adapters: {
          eip155: (own) => async () => {
            const adapters: ChainAdapter[] = own ? [await own(), phone] : [phone]
            return combineAdapters(adapters)
          },
        },
        ports: (portico) => {
          log.push(`ports for ${portico.options.projectId}`)
          return { pairing: { currentUri: undefined } as never }
        },
      }
    },
  }
}

function create(plugins: ConnectorPlugin[], withOwn = true) {
  return createPortico(
    {
      projectId: 'p1',
      networks: [mainnet],
      ...(withOwn ? { adapters: { eip155: async () => new FakeAdapter('eip155') } } : {}),
      connectors: plugins,
    },
    { clock: new ManualClock(42), storage: createMemoryStorage() },
  )
}

describe('connectors option (connector plugins)', () => {
  it('default: a plugin adds its wallets beside the host adapter and attaches its ports', async () => {
    const log: string[] = []
    const portico = create([phonePlugin(log)])
    expect(log).toEqual(['setup 1 network(s), clock at 42', 'ports for p1'])
    expect(portico.ports.pairing).toBeDefined()
    await portico.loadConnectors()
    expect(portico.connectors.visible.map((c) => c.id)).toEqual(
      expect.arrayContaining(['injected', 'phone']),
    )
  })

  it('parameters: without a host adapter for the namespace the plugin alone serves it', async () => {
    const portico = create([phonePlugin([])], false)
    await portico.loadConnectors()
    expect(portico.connectors.visible.map((c) => c.id)).toEqual(['phone'])
  })

  it('behavior: each instance gets its own setup (nothing shared between two instances)', () => {
    const log: string[] = []
    const plugin = phonePlugin(log)
    const a = create([plugin])
    const b = create([plugin])
    expect(log.filter((line) => line.startsWith('setup'))).toHaveLength(2)
    expect(a.ports.pairing).not.toBe(b.ports.pairing)
  })
})
