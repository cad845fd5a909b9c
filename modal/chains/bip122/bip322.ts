import {
  address as bitcoinAddress,
  crypto,
  type Network,
  Psbt,
  script,
  Transaction,
} from 'bitcoinjs-lib'
import { ensureEccLib } from './bitcoinLib'
import { fromBase64, toBase64 } from './bytes'
import { verifyInput } from './verifyInput'

/** What signs a BIP-322 `to_sign` input: an ECPair-like key (tweaked for taproot). */
export interface Bip322Signer {
  publicKey: Uint8Array
  sign(hash: Uint8Array): Uint8Array
  signSchnorr?(hash: Uint8Array): Uint8Array
}

const toOutputScript = (addr: string, network: Network) =>
  bitcoinAddress.toOutputScript(addr, network)

const utf8 = (text: string) => new TextEncoder().encode(text)

/** BIP-322's tagged message hash. */
export function bip322MessageHash(message: string): Uint8Array {
  // bitcoinjs only knows its own tags, so the BIP-340 tagged hash is spelled out here.
  const tag = crypto.sha256(utf8('BIP0322-signed-message'))
  const body = utf8(message)
  const joined = new Uint8Array(tag.length * 2 + body.length)
  joined.set(tag, 0)
  joined.set(tag, tag.length)
  joined.set(body, tag.length * 2)
  return crypto.sha256(joined)
}

/** The virtual `to_spend` transaction committing to the message and the address's script. */
export function bip322ToSpend(message: string, outputScript: Uint8Array): Transaction {
  const tx = new Transaction()
  tx.version = 0
  tx.locktime = 0
  const scriptSig = script.compile([0x00, bip322MessageHash(message)])
  tx.addInput(new Uint8Array(32), 0xffffffff, 0, scriptSig)
  tx.addOutput(outputScript, 0n)
  return tx
}

/** The unsigned `to_sign` PSBT spending `to_spend` to an OP_RETURN. */
export function bip322ToSign(message: string, outputScript: Uint8Array, internalKey?: Uint8Array) {
  ensureEccLib()
  const toSpend = bip322ToSpend(message, outputScript)
  const psbt = new Psbt()
  psbt.setVersion(0)
  psbt.setLocktime(0)
  psbt.addInput({
    hash: toSpend.getId(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: outputScript, value: 0n },
    ...(internalKey ? { tapInternalKey: internalKey } : {}),
  })
  psbt.addOutput({ script: script.compile([0x6a]), value: 0n })
  return psbt
}

/** Witness stack ⇄ the "simple" signature encoding (consensus-serialised stack). */
function encodeWitness(stack: readonly Uint8Array[]): Uint8Array {
  const parts: number[] = [stack.length]
  for (const item of stack) {
    if (item.length >= 0xfd) throw new RangeError('witness item too long for a simple signature')
    parts.push(item.length, ...item)
  }
  return Uint8Array.from(parts)
}

function decodeWitness(bytes: Uint8Array): Uint8Array[] {
  const stack: Uint8Array[] = []
  let at = 1
  for (let i = 0; i < (bytes[0] ?? 0); i++) {
    const length = bytes[at] ?? 0
    if (length >= 0xfd) throw new RangeError('unsupported witness item length')
    stack.push(bytes.slice(at + 1, at + 1 + length))
    at += 1 + length
  }
  if (at !== bytes.length) throw new RangeError('trailing bytes after the witness')
  return stack
}

/**
 * Signs `message` for a P2WPKH or P2TR (key path) `address` the BIP-322 "simple" way and
 * returns the base64 signature. A wallet calls this with its own key.
 *
 * @example
 * ```ts
 * const signature = signBip322Simple({ message: 'Hello World', address, signer, network })
 * ```
 */
export function signBip322Simple(params: {
  message: string
  address: string
  network: Network
  signer: Bip322Signer
  /** The x-only internal key, for taproot addresses. */
  internalKey?: Uint8Array
}): string {
  ensureEccLib()
  const outputScript = toOutputScript(params.address, params.network)
  const psbt = bip322ToSign(params.message, outputScript, params.internalKey)
  psbt.signInput(0, params.signer)
  psbt.finalizeAllInputs()
  const witness = psbt.extractTransaction().ins[0]?.witness ?? []
  return toBase64(encodeWitness(witness))
}

/**
 * Verifies a BIP-322 "simple" signature for a P2WPKH or P2TR key-path address.
 *
 * @example
 * ```ts
 * verifyBip322Simple({ message: 'Hello World', address, signature, network }) // true
 * ```
 */
export function verifyBip322Simple(params: {
  message: string
  address: string
  signature: string
  network: Network
}): boolean {
  ensureEccLib()
  try {
    const outputScript = toOutputScript(params.address, params.network)
    const toSpend = bip322ToSpend(params.message, outputScript)
    const toSign = new Transaction()
    toSign.version = 0
    toSign.addInput(toSpend.getHash(), 0, 0)
    toSign.addOutput(script.compile([0x6a]), 0n)
    toSign.setWitness(0, decodeWitness(fromBase64(params.signature)))
    return verifyInput(toSign, 0, [{ script: outputScript, value: 0n }]) === undefined
  } catch {
    return false
  }
}
