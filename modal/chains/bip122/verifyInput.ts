import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, payments, script, type Transaction } from 'bitcoinjs-lib'

/** An output being spent, as input verification needs it. */
export interface Prevout {
  script: Uint8Array
  value: bigint
}

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

const isP2wpkh = (s: Uint8Array) => s.length === 22 && s[0] === 0x00 && s[1] === 0x14
const isP2tr = (s: Uint8Array) => s.length === 34 && s[0] === 0x51 && s[1] === 0x20

/**
 * Checks input `index` of `tx` against the outputs it spends. The lab chain accepts the two
 * script types Portico's wallets use: P2WPKH (witness `[signature, pubkey]`) and P2TR key path
 * (witness `[schnorr signature]`). Returns why the input fails, or undefined when it verifies.
 *
 * @example
 * ```ts
 * const failure = verifyInput(tx, 0, [{ script, value: 100_000n }])
 * if (failure) throw new Error(failure)
 * ```
 */
export function verifyInput(
  tx: Transaction,
  index: number,
  prevouts: readonly Prevout[],
): string | undefined {
  const input = tx.ins[index]
  const prevout = prevouts[index]
  if (!input || !prevout) return 'missing input'
  if (input.script.length > 0) return 'non-empty scriptSig on a native segwit spend'
  if (isP2wpkh(prevout.script)) return verifyP2wpkh(tx, index, prevout)
  if (isP2tr(prevout.script)) return verifyP2trKeyPath(tx, index, prevouts)
  return 'unsupported script type (the lab chain accepts P2WPKH and P2TR key-path spends)'
}

function verifyP2wpkh(tx: Transaction, index: number, prevout: Prevout): string | undefined {
  const witness = tx.ins[index]?.witness ?? []
  const [encoded, pubkey] = witness
  if (witness.length !== 2 || !encoded || !pubkey || pubkey.length !== 33) {
    return 'witness program mismatch'
  }
  const hash = prevout.script.subarray(2)
  if (!equal(crypto.hash160(pubkey), hash)) return 'witness program hash mismatch'
  let decoded: { signature: Uint8Array; hashType: number }
  try {
    decoded = script.signature.decode(encoded)
  } catch {
    return 'non-canonical DER signature'
  }
  const scriptCode = payments.p2pkh({ hash }).output
  if (!scriptCode) return 'witness program mismatch'
  const digest = tx.hashForWitnessV0(index, scriptCode, prevout.value, decoded.hashType)
  return ecc.verify(digest, pubkey, decoded.signature) ? undefined : 'signature verification failed'
}

function verifyP2trKeyPath(
  tx: Transaction,
  index: number,
  prevouts: readonly Prevout[],
): string | undefined {
  const witness = tx.ins[index]?.witness ?? []
  const [signature] = witness
  if (witness.length !== 1 || !signature) {
    return 'unsupported taproot spend (the lab chain accepts key-path spends)'
  }
  if (signature.length !== 64 && signature.length !== 65) return 'invalid schnorr signature size'
  const hashType = signature.length === 65 ? (signature[64] ?? 0) : 0x00
  if (signature.length === 65 && hashType === 0x00) return 'invalid schnorr hashtype'
  const digest = tx.hashForWitnessV1(
    index,
    prevouts.map((p) => p.script),
    prevouts.map((p) => p.value),
    hashType,
  )
  const outputKey = prevouts[index]?.script.subarray(2) ?? new Uint8Array()
  return ecc.verifySchnorr(digest, outputKey, signature.subarray(0, 64))
    ? undefined
    : 'signature verification failed'
}
