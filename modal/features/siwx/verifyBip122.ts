import { type Network, networks } from 'bitcoinjs-lib'
import { verifyBip322Simple } from '../../chains/bip122/bip322'
import {
  BITCOIN_REGTEST_REFERENCE,
  bitcoin,
  bitcoinSignet,
  bitcoinTestnet,
} from '../../chains/bip122/networks'
import type { FamilySignature } from './verifyFamilies'

/** bitcoinjs-lib's address parameters per CAIP-2 reference (the genesis hash's prefix). */
const NETWORKS: Readonly<Record<string, Network>> = {
  [bitcoin.id]: networks.bitcoin,
  [bitcoinTestnet.id]: networks.testnet,
  [bitcoinSignet.id]: networks.testnet,
  [BITCOIN_REGTEST_REFERENCE]: networks.regtest,
}

/**
 * Whether a BIP-322 "simple" signature (base64) is the address's (P2WPKH or P2TR on the
 * message's chain) over the message. Another chain's address, or a chain Portico does not
 * know, verifies nothing.
 *
 * @example
 * ```ts
 * await verifyBip122Signature({ reference: '000000000019d6689c085ae165831e93', address: 'bc1q…', message, signature })
 * ```
 */
export async function verifyBip122Signature(signed: FamilySignature): Promise<boolean> {
  const network = NETWORKS[signed.reference]
  if (!network) return false
  return verifyBip322Simple({ ...signed, network })
}
