import { type Network, Psbt, type Transaction } from 'bitcoinjs-lib'
import type { TransferRequest } from '../../core/chains/chainAdapter'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import { toHex } from './bytes'
import { type CoinSelection, selectCoins } from './coinSelection'
import type { EsploraClient } from './esplora'
import { libNetwork, outputScriptOf, scriptKind } from './libNetwork'
import { psbtKeyInfo, type SpendingKind } from './psbtKeyInfo'
import type { BitcoinWalletAccount } from './walletStandard'

/** How many blocks a send aims to confirm within when picking the fee rate. */
export const FEE_TARGET_BLOCKS = 3

/** A send planned from the account's coins: the selection plus the scripts it pays. */
export interface PlannedTransfer extends CoinSelection {
  recipientScript: Uint8Array
  changeScript: Uint8Array
  /** The kind of the paying account, whose script the inputs spend and the change pays. */
  spending: SpendingKind
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
  const spending = changeScript && scriptKind(changeScript)
  if (!changeScript || (spending !== 'p2wpkh' && spending !== 'p2tr'))
    throw featureError('BITCOIN_INVALID_ADDRESS', { details: 'payment address' })
  if (request.amount <= 0n) throw new PorticoError('ENTER_VALID_AMOUNT')
  const [utxos, feeRate] = await Promise.all([
    esplora.utxos(from),
    esplora.feeRate(FEE_TARGET_BLOCKS),
  ])
  const recipient = scriptKind(recipientScript)
  const selection = selectCoins({ utxos, amount: request.amount, feeRate, recipient, spending })
  return { ...selection, recipientScript, changeScript, spending }
}

/**
 * The unsigned PSBT of a planned transfer from `account`: recipient first, change (if any)
 * second. Each input carries its `witnessUtxo` and the key fields of BIP-174 / BIP-371
 * ({@link psbtKeyInfo}), and so does the change output, so any compliant signer signs it and
 * can tell the change is its own.
 */
export function buildTransferPsbt(
  plan: PlannedTransfer,
  request: TransferRequest,
  account: BitcoinWalletAccount,
): Psbt {
  const psbt = new Psbt({ network: libNetwork(request.network) })
  const keyInfo = psbtKeyInfo(account, plan.spending, plan.changeScript)
  for (const input of plan.inputs) {
    psbt.addInput({
      hash: input.txid,
      index: input.vout,
      witnessUtxo: { script: plan.changeScript, value: input.value },
      ...keyInfo,
    })
  }
  psbt.addOutput({ script: plan.recipientScript, value: request.amount })
  if (plan.change > 0n)
    psbt.addOutput({ script: plan.changeScript, value: plan.change, ...keyInfo })
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
