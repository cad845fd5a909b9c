import { Psbt } from 'bitcoinjs-lib'
import type { LabBitcoinAccount } from '../../wallets/bitcoin/labBitcoinKeys'
import { labBitcoinNetwork } from './bitcoinLib'

/** An output a test spends. */
export interface SpendInput {
  txid: string
  vout: number
  value: bigint
}

/**
 * Builds and signs a raw transaction for tests of the chain: spends `inputs` held by the
 * account's payment (P2WPKH) or ordinals (P2TR) address to `outputs`.
 *
 * @example
 * ```ts
 * const hex = signedSpend(account, 'payment', [utxo], [{ address, value: 1_000_000n }])
 * ```
 */
export function signedSpend(
  account: LabBitcoinAccount,
  kind: 'payment' | 'ordinals',
  inputs: readonly SpendInput[],
  outputs: readonly { address: string; value: bigint }[],
): string {
  const psbt = new Psbt({ network: labBitcoinNetwork })
  for (const input of inputs) {
    const witnessUtxo = { script: account[kind].output, value: input.value }
    psbt.addInput({
      hash: input.txid,
      index: input.vout,
      witnessUtxo,
      ...(kind === 'ordinals' ? { tapInternalKey: account.ordinals.internalPubkey } : {}),
    })
  }
  for (const output of outputs) psbt.addOutput(output)
  psbt.signAllInputs(account[kind].signer)
  psbt.finalizeAllInputs()
  return psbt.extractTransaction(true).toHex()
}
