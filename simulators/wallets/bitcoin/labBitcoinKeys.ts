import { crypto, type Network, payments } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import { ecc, labBitcoinNetwork } from '../../chains/bitcoin/bitcoinLib'

const ECPair = ECPairFactory(ecc)

/** One lab bitcoin account: a P2WPKH payment address and a P2TR (key path) ordinals address. */
export interface LabBitcoinAccount {
  payment: { address: string; output: Uint8Array; publicKey: Uint8Array; signer: ECPairInterface }
  ordinals: {
    address: string
    output: Uint8Array
    /** The x-only internal key (PSBT `tapInternalKey`). */
    internalPubkey: Uint8Array
    /** The key tweaked by the taproot commitment: what signs key-path spends. */
    signer: ECPairInterface
  }
}

const keyFor = (label: string) =>
  ECPair.fromPrivateKey(crypto.sha256(new TextEncoder().encode(label)))

/**
 * The lab's deterministic bitcoin account `index` (keys from fixed labels, lab use only).
 *
 * @example
 * ```ts
 * const { payment, ordinals } = labBitcoinAccount(0)
 * payment.address // bcrt1q…
 * ```
 */
export function labBitcoinAccount(
  index: number,
  network: Network = labBitcoinNetwork,
): LabBitcoinAccount {
  const paymentKey = keyFor(`portico-lab-bitcoin-${index}-payment`)
  const ordinalsKey = keyFor(`portico-lab-bitcoin-${index}-ordinals`)
  const payment = payments.p2wpkh({ pubkey: paymentKey.publicKey, network })
  const internalPubkey = ordinalsKey.publicKey.slice(1, 33)
  const ordinals = payments.p2tr({ internalPubkey, network })
  const tweak = crypto.taggedHash('TapTweak', internalPubkey)
  return {
    payment: {
      address: payment.address as string,
      output: payment.output as Uint8Array,
      publicKey: paymentKey.publicKey,
      signer: paymentKey,
    },
    ordinals: {
      address: ordinals.address as string,
      output: ordinals.output as Uint8Array,
      internalPubkey,
      signer: ordinalsKey.tweak(tweak),
    },
  }
}
