import { payments } from 'bitcoinjs-lib'
import { createHttpSimulator, type HttpSimulator } from '../../api/http/httpSimulator'
import type { FaultsOptions } from '../../faults'
import { createChainSnapshots } from '../chainSnapshots'
import { addressScript, labBitcoinNetwork, REGTEST_GENESIS_HASH } from './bitcoinLib'
import { esploraRoutes, type FeeEstimates } from './esploraRoutes'
import { createUtxoLedger, type UtxoLedger } from './utxoLedger'

/** The lab chain's CAIP-2 id: bip122 and the first 32 hex digits of the genesis hash. */
export const LAB_BITCOIN_CAIP_NETWORK_ID = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}`

/** Fee rates the chain estimates until told otherwise (sat/vB by target in blocks). */
export const DEFAULT_FEE_ESTIMATES: FeeEstimates = { '1': 5, '3': 3, '6': 2, '144': 1 }

/** Bitcoin's target block interval: the lab's virtual clock mines one block per 10 minutes. */
export const VIRTUAL_BLOCK_MS = 600_000

/** Where clock-mined blocks pay their coinbase: a valid address nobody holds the key of. */
const BURN_ADDRESS = payments.p2wpkh({
  hash: new Uint8Array(20).fill(0x11),
  network: labBitcoinNetwork,
}).address as string

export interface BitcoinSimulatorOptions {
  port?: number
  /** Wall time in milliseconds for block timestamps. Default `Date.now`. */
  now?: () => number
  /** Mine a block every this many milliseconds (0: only on demand). Default 0. */
  blockIntervalMs?: number
  faults?: FaultsOptions
  /** Runs `tick` every `ms` until the returned stop is called. Default a real interval. */
  every?: (ms: number, tick: () => void) => () => void
}

const realEvery = (ms: number, tick: () => void) => {
  const id = setInterval(tick, ms)
  return () => clearInterval(id)
}

/** The bitcoin simulator: its HTTP face plus the ledger, for tests that look inside. */
export interface BitcoinSimulator extends HttpSimulator {
  readonly ledger: UtxoLedger
}

/**
 * The lab's regtest-style bitcoin chain behind an Esplora-compatible REST API on 127.0.0.1
 * (routes: esploraRoutes.ts). It validates what it accepts (validateTransaction.ts). Commands:
 * - `mine` {address, blocks?} → the new blocks' hashes; the coinbase pays `address`
 * - `setFeeEstimates` {estimates} → what GET /fee-estimates answers
 * - `setBlockInterval` {ms} → mine on a clock (0 stops it)
 * - `advanceTime` {ms} → the lab's virtual clock moved: one block per 10 virtual minutes
 * - `snapshot` → `{id}`, `revert` {id} → the chain, its fee estimates and virtual time back as at
 *   the snapshot (anvil's rules: a revert drops that snapshot and every later one)
 * - fault commands (`setFault` with keys like `POST /tx`), `requests`, `clearRequests`
 *
 * @example
 * ```ts
 * const chain = createBitcoinSimulator()
 * await chain.start()
 * await chain.command('mine', { address: 'bcrt1q…' })
 * await fetch(`${chain.url}/address/bcrt1q…/utxo`)
 * await chain.stop()
 * ```
 */
export function createBitcoinSimulator(options: BitcoinSimulatorOptions = {}): BitcoinSimulator {
  const network = labBitcoinNetwork
  const ledger = createUtxoLedger({ network, now: options.now ?? Date.now })
  let fees: FeeEstimates = { ...DEFAULT_FEE_ESTIMATES }
  const every = options.every ?? realEvery
  let stopClock: (() => void) | undefined
  // Virtual time not yet worth a block, carried over between clock steps.
  let virtualMs = 0
  const setBlockInterval = (ms: number) => {
    stopClock?.()
    stopClock = ms > 0 ? every(ms, () => ledger.mine(BURN_ADDRESS)) : undefined
  }

  const snapshots = createChainSnapshots({
    take: () => ({ chain: ledger.snapshot(), fees: { ...fees }, virtualMs }),
    restore: (saved) => {
      ledger.restore(saved.chain)
      fees = { ...saved.fees }
      virtualMs = saved.virtualMs
    },
  })

  const commands = async (command: string, params: unknown) => {
    const field = (key: string) =>
      typeof params === 'object' && params !== null ? Reflect.get(params, key) : undefined
    switch (command) {
      case 'mine': {
        const address = String(field('address') ?? BURN_ADDRESS)
        addressScript(address, network) // throws on an address the chain cannot pay
        const count = Number(field('blocks') ?? 1)
        if (!Number.isInteger(count) || count < 1 || count > 1000) {
          throw new RangeError('mine takes { address, blocks: 1…1000 }')
        }
        return { result: Array.from({ length: count }, () => ledger.mine(address).hash) }
      }
      case 'setFeeEstimates': {
        const estimates = field('estimates')
        if (typeof estimates !== 'object' || estimates === null) {
          throw new TypeError('setFeeEstimates takes { estimates: { "1": satPerVb, … } }')
        }
        fees = Object.fromEntries(Object.entries(estimates).map(([k, v]) => [k, Number(v)]))
        return { result: fees }
      }
      case 'setBlockInterval': {
        const ms = Number(field('ms') ?? 0)
        if (!Number.isInteger(ms) || ms < 0)
          throw new RangeError('setBlockInterval takes { ms >= 0 }')
        setBlockInterval(ms)
        return { result: undefined }
      }
      case 'advanceTime': {
        const ms = Number(field('ms') ?? 0)
        if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advanceTime takes { ms >= 0 }')
        virtualMs += ms
        const hashes: string[] = []
        while (virtualMs >= VIRTUAL_BLOCK_MS) {
          virtualMs -= VIRTUAL_BLOCK_MS
          hashes.push(ledger.mine(BURN_ADDRESS).hash)
        }
        return { result: hashes }
      }
      case 'snapshot':
        return { result: await snapshots.snapshot() }
      case 'revert':
        return { result: await snapshots.revert(params) }
      default:
        return undefined
    }
  }

  const http = createHttpSimulator({
    name: 'bitcoin',
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.faults ? { faults: options.faults } : {}),
    routes: () => esploraRoutes(ledger, network, () => fees),
    commands,
    afterStart: () => setBlockInterval(options.blockIntervalMs ?? 0),
    info: () => ({
      network: 'regtest',
      caipNetworkId: LAB_BITCOIN_CAIP_NETWORK_ID,
      height: ledger.tip().height,
    }),
  })
  const stopHttp = http.stop.bind(http)
  return Object.assign(http, {
    ledger,
    async stop() {
      setBlockInterval(0)
      await stopHttp()
    },
  })
}
