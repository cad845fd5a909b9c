import { resolve } from 'node:path'
import { createBlockchainApiSimulator } from '../../simulators/api/blockchainApi/blockchainApiSimulator'
import { createWalletListingSimulator } from '../../simulators/api/walletListing/walletListingSimulator'
import { AnvilSimulator } from '../../simulators/chains/anvil'
import { createBitcoinSimulator } from '../../simulators/chains/bitcoin/bitcoinSimulator'
import { createOnDemandAnvil } from '../../simulators/chains/onDemandAnvil'
import { PolkadotSimulator } from '../../simulators/chains/polkadot/polkadotSimulator'
import { SolanaSimulator } from '../../simulators/chains/solana/solanaSimulator'
import { deployTokensAndAmm } from '../../simulators/contracts/deployAmm'
import { deployEns } from '../../simulators/contracts/deployEns'
import { deployEnsReverse } from '../../simulators/contracts/deployEnsReverse'
import { deployLabNft } from '../../simulators/contracts/deployNft'
import { deployTokens } from '../../simulators/contracts/deployTokens'
import { deferSimulator } from '../../simulators/deferredSimulator'
import {
  AUTH_FRAME_SIMULATOR,
  createAuthFrameSimulator,
} from '../../simulators/frame/frameSimulator'
import { LAB_CLOCK_START } from '../../simulators/labClock'
import { RelaySimulator } from '../../simulators/relay/relaySimulator'
import { LabHost, type LabHostOptions } from './labHost'
import { createLabStateSimulator } from './labStateSimulator'
import { createRecorderSimulator } from './recorderSimulator'

/** The chain id of the lab's second anvil: Base, a network on SPEC §9's swap list. */
export const LAB_BASE_CHAIN_ID = 8453
/** Polygon's chain id: the lab's third anvil, started only when a scenario asks (`up`). */
export const LAB_POLYGON_CHAIN_ID = 137

/**
 * The lab's composition root: every simulator the lab offers, in start order. Both the
 * Electron main process and browser mode call this. Anvil comes first with the lab's tokens
 * and its ERC-721 deployed at their fresh-chain addresses; a second anvil runs as Base (chain
 * 8453, on the swap list) with the same tokens and the lab AMM; the Blockchain API stub reads
 * from both.
 */
export function createLabHost(options: LabHostOptions = {}): LabHost {
  // Both chains date their blocks by the lab's clock: deploys an hour before it starts.
  const startTime = LAB_CLOCK_START - 3_600_000
  const anvil = new AnvilSimulator({
    startTime,
    // The lab ERC-721 comes from its own deployer, so the token addresses stay as they were.
    afterStart: async (rpcUrl) => {
      await deployTokens(rpcUrl)
      await deployLabNft(rpcUrl)
      // The lab's ENS registry and resolver (issue 21), from their own deployer.
      await deployEns(rpcUrl)
      // Its reverse registrar and the test accounts' primary names (carol.eth, with an avatar).
      await deployEnsReverse(rpcUrl)
    },
  })
  const solana = new SolanaSimulator()
  const anvilBase = new AnvilSimulator({
    name: 'anvil-base',
    startTime,
    chainId: LAB_BASE_CHAIN_ID,
    afterStart: (rpcUrl) => deployTokensAndAmm(rpcUrl),
  })
  const blockchainApi = deferSimulator('blockchain-api', () => {
    const rpcUrl = anvil.rpcUrl
    if (!rpcUrl) throw new Error('the Blockchain API stub needs anvil running')
    const baseRpcUrl = () => anvilBase.rpcUrl ?? 'http://127.0.0.1:9'
    return createBlockchainApiSimulator({
      rpcUrl,
      chains: [{ chainId: LAB_BASE_CHAIN_ID, rpcUrl: baseRpcUrl }],
      solana: () => solana.ledger,
    })
  })
  // The embedded wallet's provider, on its own origin, signing on anvil (issue 12).
  const authFrame = deferSimulator(AUTH_FRAME_SIMULATOR, () => {
    const rpcUrl = anvil.rpcUrl
    if (!rpcUrl) throw new Error('the auth frame needs anvil running')
    return createAuthFrameSimulator({
      rpcUrl: () => rpcUrl,
      // Base too: the embedded smart account swaps on the lab AMM there (issue 14).
      chains: [
        { chainId: LAB_BASE_CHAIN_ID, rpcUrl: () => anvilBase.rpcUrl ?? 'http://127.0.0.1:9' },
      ],
      // The embedded wallet's Solana account signs and sends on the lab's LiteSVM chain.
      solanaRpcUrl: () => solana.rpcUrl,
    })
  })
  const relay = new RelaySimulator()
  const bitcoin = createBitcoinSimulator()
  const polkadot = new PolkadotSimulator()
  const walletApi = createWalletListingSimulator()
  const polygon = createOnDemandAnvil({
    name: 'anvil-polygon',
    chainId: LAB_POLYGON_CHAIN_ID,
    startTime,
  })
  const host = new LabHost(
    [
      anvil,
      anvilBase,
      // Polygon's preset switched to (issue 34): no process until a scenario sends `up`.
      polygon,
      blockchainApi,
      walletApi,
      relay,
      solana,
      authFrame,
      bitcoin,
      // chopsticks (issue 17) starts alongside the others: the lab waits for the slowest only.
      polkadot,
      // The recorder writes QA's recordings as scenario files (issue 19).
      createRecorderSimulator({
        dir: process.env.PORTICO_LAB_RECORD_DIR ?? resolve('scenarios/recorded'),
      }),
    ],
    options,
  )
  // Last: its start snapshots the chains as deployed, the state each scenario starts from:
  // both anvils, LiteSVM, the UTXO ledger and chopsticks (snapshotted as soon as it is up, if
  // it is still starting).
  host.register(
    createLabStateSimulator({
      chains: [anvil, anvilBase, solana, bitcoin, polkadot],
      all: () => host.simulatorsInOrder(),
      resets: [
        // Names, sessions, checkouts, sign-in nonces, refused project ids: as the stub started.
        { simulator: blockchainApi, command: 'reset' },
        { simulator: walletApi, command: 'setAnalyticsEnabled', params: { enabled: true } },
        // Polygon's node, once a scenario started it, back as it was just after it started.
        { simulator: polygon, command: 'reset' },
        { simulator: authFrame, command: 'reset' },
        { simulator: relay, command: 'setDelay', params: { ms: 0 } },
        { simulator: relay, command: 'refuse', params: { enabled: false } },
      ],
      ...(options.log ? { log: options.log } : {}),
      watch: (onChange) => host.onEvent(onChange),
    }),
  )
  return host
}
