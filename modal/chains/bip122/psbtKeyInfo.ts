import { payments } from 'bitcoinjs-lib'
import { toHex } from './bytes'
import type { BitcoinWalletAccount } from './walletStandard'

/** The kinds of account a send spends from: BIP-84 P2WPKH or BIP-86 P2TR (key path). */
export type SpendingKind = 'p2wpkh' | 'p2tr'

/** A key's BIP-32 origin as BIP-174 writes it: the master key's fingerprint and the path. */
interface KeyOrigin {
  masterFingerprint: Uint8Array
  path: string
}

/** The PSBT fields (BIP-174, BIP-371) that tell a signer which key an input or output needs. */
export interface PsbtKeyInfo {
  tapInternalKey?: Uint8Array
  tapBip32Derivation?: {
    masterFingerprint: Uint8Array
    pubkey: Uint8Array
    path: string
    leafHashes: Uint8Array[]
  }[]
  bip32Derivation?: { masterFingerprint: Uint8Array; pubkey: Uint8Array; path: string }[]
}

const BIP32_PATH = /^m(\/\d{1,10}'?)*$/

/** The account's key origin when the wallet exposes one well-formed, else undefined. */
function keyOrigin(account: BitcoinWalletAccount): KeyOrigin | undefined {
  const origin = account.bip32Derivation
  if (!origin || !(origin.masterFingerprint instanceof Uint8Array)) return undefined
  if (origin.masterFingerprint.length !== 4 || typeof origin.path !== 'string') return undefined
  if (!BIP32_PATH.test(origin.path)) return undefined
  return { masterFingerprint: origin.masterFingerprint, path: origin.path }
}

/** The x-only key of a 32-byte or compressed 33-byte public key; undefined for anything else. */
function xOnly(publicKey: Uint8Array): Uint8Array | undefined {
  if (publicKey.length === 32) return publicKey
  if (publicKey.length === 33 && (publicKey[0] === 2 || publicKey[0] === 3)) {
    return publicKey.slice(1)
  }
  return undefined
}

/** Whether `make` builds exactly `script` (false when it throws: not a valid key). */
function builds(make: () => Uint8Array | undefined, script: Uint8Array): boolean {
  try {
    const built = make()
    return built !== undefined && toHex(built) === toHex(script)
  } catch {
    return false
  }
}

/**
 * What BIP-174 and BIP-371 ask a PSBT to say about the key behind the account's `script`, so
 * that a signer that did not build the PSBT finds its key: on P2TR the `tapInternalKey` (the
 * x-only key whose BIP-86 tweak is the output key) and, when the wallet gives the key's origin,
 * `tapBip32Derivation`; on P2WPKH the `bip32Derivation` when the origin is known (the
 * `witnessUtxo` the input carries already names the key's hash). A public key that does not
 * make the account's own script is not written: the PSBT states only what is true.
 *
 * @example
 * ```ts
 * psbt.addInput({ hash, index, witnessUtxo: { script, value }, ...psbtKeyInfo(account, 'p2tr', script) })
 * ```
 */
export function psbtKeyInfo(
  account: BitcoinWalletAccount,
  kind: SpendingKind,
  script: Uint8Array,
): PsbtKeyInfo {
  const origin = keyOrigin(account)
  if (kind === 'p2tr') {
    const internal = xOnly(account.publicKey)
    if (!internal || !builds(() => payments.p2tr({ internalPubkey: internal }).output, script))
      return {}
    return {
      tapInternalKey: internal,
      ...(origin ? { tapBip32Derivation: [{ ...origin, pubkey: internal, leafHashes: [] }] } : {}),
    }
  }
  const pubkey = account.publicKey
  if (!origin || !builds(() => payments.p2wpkh({ pubkey }).output, script)) return {}
  return { bip32Derivation: [{ ...origin, pubkey }] }
}
