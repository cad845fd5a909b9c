import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'

let eccReady = false

/**
 * Gives bitcoinjs-lib its elliptic-curve backend, once: taproot outputs need it, and this
 * pure-JS one keeps WebAssembly out of the bundle (FIELD-NOTES "Bitcoin"). Called where the
 * library is used rather than as an import side effect, which the package's
 * `sideEffects: false` lets a host's bundler drop.
 *
 * @example
 * ```ts
 * ensureEccLib()
 * payments.p2tr({ internalPubkey })
 * ```
 */
export function ensureEccLib(): void {
  if (eccReady) return
  initEccLib(ecc)
  eccReady = true
}
