import {
  ApiController,
  BlockchainApiController,
  ChainController,
  EventsController,
  OptionsController,
} from '@reown/appkit-controllers'
import { vi } from 'vitest'
import { ManualClock } from '../../clock/manualClock'
import { createPortico } from '../../createPortico'
import { createMemoryStorage } from '../../deps'
import type { PorticoOptions } from '../../options/options'
import { mainnet } from '../../stores/testing/fixtures'
import { hostedEndpoints } from '../hostedEndpoints'
import { SDK_TYPE, SDK_VERSION } from '../porticoServices'
import type { WireRecorder } from './wireRecorder'

/** The project both clients run for, and the account they act as. */
export const WIRE_PROJECT_ID = 'b56e18d47c72ab683b10814fe9495694'
export const WIRE_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The host's wallet lists, set alike on both sides. */
export const WIRE_WALLET_IDS = {
  includeWalletIds: ['inc-1', 'inc-2'],
  excludeWalletIds: ['exc-1'],
  featuredWalletIds: ['feat-2', 'feat-1'],
} as const

/**
 * AppKit 1.8's own controllers (`@reown/appkit-controllers`), set up as a host would have them
 * for the same project, the same sdk type and version (Portico's own: SPEC §3), the same wallet
 * lists, on eip155:1 with {@link WIRE_ADDRESS} connected. Their base URLs are constants; their
 * global fetch is the recorder, so nothing reaches the network.
 */
export function setUpAppKit(wire: WireRecorder) {
  vi.stubGlobal('fetch', wire.fetch)
  Object.assign(OptionsController.state, {
    projectId: WIRE_PROJECT_ID,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    features: { analytics: true },
    includeWalletIds: [...WIRE_WALLET_IDS.includeWalletIds],
    excludeWalletIds: [...WIRE_WALLET_IDS.excludeWalletIds],
    featuredWalletIds: [...WIRE_WALLET_IDS.featuredWalletIds],
  })
  ChainController.state.activeCaipNetwork = mainnet as never
  ChainController.state.activeCaipAddress = `eip155:1:${WIRE_ADDRESS}`
  vi.spyOn(ChainController, 'getRequestedCaipNetworkIds').mockReturnValue(['eip155:1'])
  vi.spyOn(ChainController, 'getActiveCaipNetwork').mockReturnValue(mainnet as never)
  vi.spyOn(ChainController, 'getAccountData').mockReturnValue({ address: WIRE_ADDRESS } as never)
  return { ApiController, BlockchainApiController, EventsController, OptionsController }
}

/**
 * Portico as a host creates it with the `hostedEndpoints` preset and the same project and wallet
 * lists, on eip155:1, its fetch the recorder.
 */
export function createWirePortico(
  wire: WireRecorder,
  options: Partial<PorticoOptions> = {},
  clock = new ManualClock(),
) {
  return createPortico(
    {
      projectId: WIRE_PROJECT_ID,
      networks: [mainnet],
      endpoints: hostedEndpoints,
      ...WIRE_WALLET_IDS,
      ...options,
    },
    { fetch: wire.fetch, clock, storage: createMemoryStorage() },
  )
}
