import { type Network, Psbt, type Transaction } from 'bitcoinjs-lib'
import type { TransferRequest } from '../../core/chains/chainAdapter'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import { toHex } from './bytes'
import { type CoinSelection, selectCoins } from './coinSelection'
import type { EsploraClient } from './esplora'
import { libNetwork, outputScriptOf, scriptKind } from './libNetwork'

/** How many blocks a send aims to confirm within when picking the fee rate. */
export const FEE_TARGET_BLOCKS = 3

/** A send planned from the account's coins: the selection plus the scripts it pays. */
export interface PlannedTransfer extends CoinSelection {
  recipientScript: Uint8Array
  changeScript: Uint8Array
}

/**
 * Validates a transfer and picks its coins; throws before any wallet is asked: invalid address,
 * dust amount, too little balance (typed errors from the catalogue).
 *
 * @example
 * ```ts
 * const plan = await planTransfer(request, paymentAddress, esplora)
 * ```
 */
export async function planTransfer(
  request: TransferRequest,
  from: string,
  esplora: EsploraClient,
): Promise<PlannedTransfer> {
  if (request.token) throw featureError('INVALID_INPUT', { details: 'bitcoin has no tokens' })
  const recipientScript = outputScriptOf(request.to, request.network)
  if (!recipientScript) throw featureError('BITCOIN_INVALID_ADDRESS')
  const changeScript = outputScriptOf(from, request.network)
  if (!changeScript) throw featureError('BITCOIN_INVALID_ADDRESS', { details: 'payment address' })
  if (request.amount <= 0n) throw new PorticoError('ENTER_VALID_AMOUNT')
  const [utxos, feeRate] = await Promise.all([
    esplora.utxos(from),
    esplora.feeRate(FEE_TARGET_BLOCKS),
  ])
  const recipient = scriptKind(recipientScript)
  const selection = selectCoins({ utxos, amount: request.amount, feeRate, recipient })
  return { ...selection, recipientScript, changeScript }
}

/** The unsigned PSBT of a planned transfer: recipient first, change (if any) second. */
export function buildTransferPsbt(plan: PlannedTransfer, request: TransferRequest): Psbt {
  const psbt = new Psbt({ network: libNetwork(request.network) })
  for (const input of plan.inputs) {
    psbt.addInput({
      hash: input.txid,
      index: input.vout,
      witnessUtxo: { script: plan.changeScript, value: input.value },
    })
  }
  psbt.addOutput({ script: plan.recipientScript, value: request.amount })
  if (plan.change > 0n) psbt.addOutput({ script: plan.changeScript, value: plan.change })
  return psbt
}

/**
 * The broadcastable transaction out of the wallet's signed PSBT, after checking the wallet
 * signed what was asked: same inputs, same outputs (a wallet must not redirect funds).
 */
export function extractSigned(signed: Uint8Array, unsigned: Psbt, network: Network): Transaction {
  let psbt: Psbt
  try {
    psbt = Psbt.fromBuffer(signed, { network })
  } catch (cause) {
    throw featureError('AN_ERROR_OCCURRED', {
      cause,
      details: 'the wallet returned no valid PSBT',
    })
  }
  if (toHex(psbt.data.getTransaction()) !== toHex(unsigned.data.getTransaction()))
    throw featureError('AN_ERROR_OCCURRED', { details: 'the wallet changed the transaction' })
  psbt.data.inputs.forEach((input, index) => {
    if (!input.finalScriptWitness && !input.finalScriptSig) psbt.finalizeInput(index)
  })
  return psbt.extractTransaction(true)
}
