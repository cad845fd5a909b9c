import type { CaipNetwork, ChainAdapterLoader, ManualClock } from 'portico'
import { createLabPolkadotNetwork, loadPolkadotAdapter } from 'portico/polkadot'
import { LAB_POLKADOT_TOKEN } from '../../../simulators/chains/polkadot/labPolkadotKeys'
import { installPolkadotExtension } from '../../../simulators/wallets/polkadot/installPolkadotExtension'
import type { SimulatedPolkadotExtension } from '../../../simulators/wallets/polkadot/simulatedPolkadotExtension'
import type { HostConfig } from './hostConfig'

/** What the demo page adds for polkadot when the lab's chopsticks chain runs. */
export interface LabPolkadot {
  networks: CaipNetwork[]
  adapters: { polkadot?: ChainAdapterLoader }
  extension?: SimulatedPolkadotExtension
}

/**
 * The lab's polkadot family (issue 17): the chopsticks chain as a network, the adapter loaded
 * on first use, and the simulated extension injected into the page (remembered per tab). Empty
 * when the chain is not running.
 *
 * @example
 * ```ts
 * const polkadot = labPolkadot(config, window, clock, 'Acme NFT Market')
 * ```
 */
export function labPolkadot(
  config: HostConfig,
  win: Window,
  clock: ManualClock,
  appName: string,
): LabPolkadot {
  const { polkadotWsUrl: wsUrl, polkadotReference: reference } = config
  if (!wsUrl || !reference) return { networks: [], adapters: {} }
  const extension = installPolkadotExtension(win, { clock, storage: win.sessionStorage })
  return {
    networks: [createLabPolkadotNetwork(wsUrl, reference, LAB_POLKADOT_TOKEN)],
    adapters: { polkadot: () => loadPolkadotAdapter({ window: win, appName }) },
    extension,
  }
}
