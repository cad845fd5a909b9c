import { bench, describe } from 'vitest'
import { ManualClock } from './clock/manualClock'
import { createPortico } from './createPortico'
import { createMemoryStorage } from './deps'
import { FakeAdapter } from './stores/testing/fakeAdapter'
import { base, mainnet, solanaMainnet } from './stores/testing/fixtures'

/** The path a host page takes to its first visible view: create, open, Connect. */
function createAndOpen(): void {
  const portico = createPortico(
    {
      projectId: 'bench',
      networks: [mainnet, base, solanaMainnet],
      adapters: { eip155: async () => new FakeAdapter('eip155') },
    },
    { clock: new ManualClock(), storage: createMemoryStorage() },
  )
  portico.open()
  if (portico.router.view !== 'Connect')
    throw new Error(`expected Connect, got ${portico.router.view}`)
}

describe('createPortico', () => {
  bench('create an instance, open(), reach the Connect view', createAndOpen)
})
