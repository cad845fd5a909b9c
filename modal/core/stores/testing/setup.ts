import type { ChainNamespace } from '../../caip/types'
import { ManualClock } from '../../clock/manualClock'
import { createPortico, type Portico } from '../../createPortico'
import type { FetchFn } from '../../deps'
import type { PorticoOptions } from '../../options/options'
import { createRecordingStorage, type RecordingStorage } from '../../storage/testing'
import { FakeAdapter } from './fakeAdapter'
import { base, mainnet, solanaMainnet } from './fixtures'

/** A fresh Portico with fake adapters, a manual clock, a recording storage and a fetch that throws. */
export interface TestPortico {
  portico: Portico
  clock: ManualClock
  storage: RecordingStorage
  evm: FakeAdapter
  solana: FakeAdapter
  /** How many times each namespace's loader ran. */
  loads: Record<ChainNamespace, number>
  fetchCalls: string[]
}

export function setupPortico(
  options: Partial<PorticoOptions> = {},
  prepare: (t: Omit<TestPortico, 'portico'>) => void = () => {},
): TestPortico {
  const clock = new ManualClock(1_700_000_000_000)
  const storage = createRecordingStorage()
  const evm = new FakeAdapter('eip155')
  const solana = new FakeAdapter('solana')
  solana.address = 'So11111111111111111111111111111111111111112'
  solana.chainId = String(solanaMainnet.id)
  solana.connectors = [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED' }]
  const loads: Record<ChainNamespace, number> = { eip155: 0, solana: 0, polkadot: 0, bip122: 0 }
  const fetchCalls: string[] = []
  const fetch: FetchFn = async (input) => {
    fetchCalls.push(input)
    throw new Error(`no network in tests: ${input}`)
  }
  prepare({ clock, storage, evm, solana, loads, fetchCalls })
  const portico = createPortico(
    {
      projectId: 'test-project',
      networks: [mainnet, base, solanaMainnet],
      adapters: {
        eip155: async () => {
          loads.eip155++
          return evm
        },
        solana: async () => {
          loads.solana++
          return solana
        },
      },
      ...options,
    },
    { clock, storage, fetch },
  )
  return { portico, clock, storage, evm, solana, loads, fetchCalls }
}
