import type {
  Eip1193Listener,
  Eip1193Provider,
  Eip1193RequestArguments,
} from '../../modal/connectors/injected/eip1193'

/** The EIP-1193 provider a simulated wallet hands to the page. */
export interface SimulatedProvider extends Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on(event: string, listener: Eip1193Listener): SimulatedProvider
  removeListener(event: string, listener: Eip1193Listener): SimulatedProvider
  /** Marks the provider as the lab's, so nobody mistakes it for a real wallet. */
  readonly isPorticoSimulated: true
}

/** One request the wallet answered, for the lab's event timeline. */
export interface SimulatedWalletActivity {
  method: string
  outcome: 'ok' | 'error'
  /** The EIP-1193 / JSON-RPC error code when the outcome is an error. */
  code?: number
}
