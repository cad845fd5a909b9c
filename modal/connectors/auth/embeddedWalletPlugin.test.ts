import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { PorticoError } from '../../core/errors/porticoError'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import { mainnet } from '../../core/stores/testing/fixtures'
import { embeddedWallet } from './embeddedWalletPlugin'

/** The page the frame would mount in: never touched until e-mail or social login is used. */
const page = {} as Window
const deps = () => ({ clock: new ManualClock(0), storage: createMemoryStorage() })

describe('embeddedWallet plugin', () => {
  it('default: one option attaches the embedded wallet as the auth port and adds its connector beside the host adapter', async () => {
    const portico = createPortico(
      {
        projectId: 'p',
        networks: [mainnet],
        adapters: { eip155: async () => new FakeAdapter('eip155') },
        connectors: [embeddedWallet({ authUrl: 'http://127.0.0.1:4400', window: page })],
      },
      deps(),
    )
    expect(portico.ports.auth).toBeDefined()
    const adapter = await portico.adapters.load('eip155')
    expect(adapter.listConnectors().map((c) => c.type)).toContain('AUTH')
  })

  it('parameters: without an auth URL or endpoints.auth the setup says "Invalid App Configuration"', () => {
    expect(() =>
      createPortico(
        { projectId: 'p', networks: [mainnet], connectors: [embeddedWallet({ window: page })] },
        deps(),
      ),
    ).toThrow(PorticoError)
  })
})
