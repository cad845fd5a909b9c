import { address as bitcoinAddress, type Network, networks } from 'bitcoinjs-lib'
import type { CaipNetwork } from '../../core/caip/types'
import { featureError } from '../../core/errors/featureMessages'
import { ensureEccLib } from './bitcoinLib'
import { type Bip122Kind, bip122Kind } from './networks'

const LIB_NETWORKS: Record<Bip122Kind, Network> = {
  mainnet: networks.bitcoin,
  testnet: networks.testnet,
  regtest: networks.regtest,
}

/** bitcoinjs-lib's parameters (address prefixes) for a bip122 network; throws for unknown ones. */
export function libNetwork(network: CaipNetwork): Network {
  ensureEccLib()
  const kind = bip122Kind(network)
  if (!kind) throw featureError('UNSUPPORTED_CHAIN', { details: network.caipNetworkId })
  return LIB_NETWORKS[kind]
}

/** The Wallet Standard chain id of a bip122 network, e.g. `bitcoin:regtest`. */
export const walletChain = (network: CaipNetwork) => `bitcoin:${bip122Kind(network) ?? 'mainnet'}`

/** The output script of `address` on `network`, or undefined when it is not one of its addresses. */
export function outputScriptOf(address: string, network: CaipNetwork): Uint8Array | undefined {
  try {
    return bitcoinAddress.toOutputScript(address, libNetwork(network))
  } catch {
    return undefined
  }
}

/** Whether an output script is segwit (v0 or taproot), which sets its dust limit and size. */
export function scriptKind(script: Uint8Array): 'p2wpkh' | 'p2tr' | 'p2wsh' | 'legacy' {
  if (script.length === 22 && script[0] === 0x00) return 'p2wpkh'
  if (script.length === 34 && script[0] === 0x00) return 'p2wsh'
  if (script.length === 34 && script[0] === 0x51) return 'p2tr'
  return 'legacy'
}
