import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { createFakeFetch } from '../../core/services/testing/fakeFetch'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import { mainnet } from '../../core/stores/testing/fixtures'
import { shownWalletFeatures } from './visibility'

/** A connected eip155 visitor whose clock plays `timeZone`, every backend configured. */
async function visitorIn(timeZone: string) {
  const clock = new ManualClock(0)
  clock.setTimeZone(timeZone)
  const adapter = new FakeAdapter('eip155')
  const portico = createPortico(
    {
      projectId: 'test-project',
      networks: [mainnet],
      adapters: { eip155: async () => adapter },
      endpoints: { api: 'http://127.0.0.1:4100', walletApi: 'http://127.0.0.1:4200' },
    },
    { clock, storage: createMemoryStorage(), fetch: createFakeFetch().fetch },
  )
  await portico.loadConnectors()
  await portico.connection.connect('eip155', 'injected')
  return portico
}

describe('Buy crypto and the restricted time zones (SPEC §9 Onramp)', () => {
  it('default: outside them Buy crypto is offered', async () => {
    expect(shownWalletFeatures(await visitorIn('Europe/Paris'))).toContain('onramp')
  })

  it.each(['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau'])(
    'behavior: in %s Buy crypto is not offered; the other features stay',
    async (zone) => {
      expect(shownWalletFeatures(await visitorIn(zone))).toEqual(['swaps', 'receive', 'send'])
    },
  )
})
