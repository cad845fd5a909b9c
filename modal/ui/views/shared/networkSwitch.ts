import type { Portico } from '../../../core/createPortico'

/**
 * Where the visitor goes after choosing a network: on to Connect, filtered to the new family,
 * when the choice moved to a chain family they are not connected on (SPEC §4 namespace switch:
 * never a silent "Connect Wallet"); `otherwise` (back, or close) when it did not.
 *
 * @example
 * ```ts
 * afterNetworkSwitch(portico, () => portico.router.goBack())
 * ```
 */
export function afterNetworkSwitch(portico: Portico, otherwise: () => void): void {
  const { chains, router } = portico
  if (chains.isSwitchingNamespace && !chains.isConnected()) router.push('Connect')
  else otherwise()
}
