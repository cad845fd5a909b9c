import type { KeyValueStorage, ManualClock, Portico } from 'portico'
import type { BitcoinWalletId } from '../../simulators/wallets/bitcoin/installBitcoinWallets'
import type { SimulatedBitcoinWallet } from '../../simulators/wallets/bitcoin/simulatedBitcoinWallet'
import type { SimulatedWalletId } from '../../simulators/wallets/installSimulatedWallets'
import type { SimulatedPolkadotExtension } from '../../simulators/wallets/polkadot/simulatedPolkadotExtension'
import type { SolanaWalletId } from '../../simulators/wallets/solana/installSolanaWallets'
import type { SimulatedSolanaWallet } from '../../simulators/wallets/solana/simulatedSolanaWallet'
import type { SimulatedWalletController } from '../../simulators/wallets/walletController'
import type { FrameLabClient } from './frameClient'
import type { ScenarioUi } from './scenarioUi'

/** What every lab scenario step receives: the page's Portico and everything around it. */
export interface LabScenarioContext {
  portico: Portico
  /** Portico's virtual clock: `advance(ms)` replays timers instantly. */
  clock: ManualClock
  /** Acts like a visitor on the page (through the modal's shadow root). */
  ui: ScenarioUi
  /** Commands to the Node-side simulators (faults, analytics records, relay drops). */
  lab: Pick<FrameLabClient, 'command'>
  /** The page's own storage, as Portico sees it. */
  storage: KeyValueStorage
  wallets: Partial<Record<SimulatedWalletId, SimulatedWalletController>>
  /** The Wallet Standard Solana wallets (when the lab's Solana chain runs). */
  solanaWallets?: Partial<Record<SolanaWalletId, SimulatedSolanaWallet>>
  /** The Wallet Standard bitcoin wallets (when the lab's bitcoin chain runs). */
  bitcoinWallets?: Partial<Record<BitcoinWalletId, SimulatedBitcoinWallet>>
  /** The injected polkadot extension (when the lab's polkadot chain runs). */
  polkadotExtension?: SimulatedPolkadotExtension
}
