import * as ecc from '@bitcoinerlab/secp256k1'
import { address, initEccLib, type Network, networks } from 'bitcoinjs-lib'

// bitcoinjs-lib needs an elliptic-curve backend before it builds taproot outputs; the pure-JS
// one keeps the lab free of WebAssembly (FIELD-NOTES "Bitcoin").
initEccLib(ecc)

/** The lab chain's network parameters: bitcoin regtest (`bcrt1…` addresses). */
export const labBitcoinNetwork: Network = networks.regtest

/** Block 0 of the lab chain carries regtest's genesis hash, so CAIP-2 ids match real regtest. */
export const REGTEST_GENESIS_HASH =
  '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** The address an output script pays, or undefined for scripts without one (OP_RETURN, …). */
export function scriptAddress(script: Uint8Array, network: Network): string | undefined {
  try {
    return address.fromOutputScript(script, network)
  } catch {
    return undefined
  }
}

/** The output script of an address on `network`; throws for a malformed or foreign address. */
export function addressScript(addr: string, network: Network): Uint8Array {
  return address.toOutputScript(addr, network)
}

export { ecc }
