import { verifyBip322Simple } from '../../../modal/chains/bip122/bip322'
import { labBitcoinNetwork } from '../../chains/bitcoin/bitcoinLib'

/** The CAIP-2 prefix of the lab's bitcoin chain (regtest's genesis hash). */
export const LAB_BITCOIN_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/**
 * Whether a sign-in on the lab's bitcoin chain is signed by its account: a BIP-322 "simple"
 * signature (base64) over the CAIP-122 text, for a segwit or taproot regtest address. Other
 * bitcoin chains are not the lab's and are refused.
 *
 * @example
 * ```ts
 * verifyBitcoinSiwx({ chainId: 'bip122:0f91…', address: 'bcrt1q…', message, signature })
 * ```
 */
export function verifyBitcoinSiwx(params: {
  chainId: string
  address: string
  message: string
  signature: string
}): boolean {
  if (params.chainId !== LAB_BITCOIN_CHAIN) return false
  return verifyBip322Simple({
    message: params.message,
    address: params.address,
    signature: params.signature,
    network: labBitcoinNetwork,
  })
}
