import { runInAction } from 'mobx'
import { formatMessage } from '../../core/errors/catalogue'
import { featureError } from '../../core/errors/featureMessages'
import { compareDecimals } from '../../core/format/decimal'
import { isInsufficientGasFunds, validateSwapAmount } from '../../core/validation/swap'
import { canBatchApproval } from './swapBatch'
import { nativeTokenAddress, SWAP_GAS_LIMIT, SWAP_SLIPPAGE_PERCENT } from './swapConstants'
import type { BuiltTransaction, SwapStore } from './swapStore'
import { fromBaseUnits, toBaseUnits } from './swapUnits'

type FetchErrorCode =
  | 'FAILED_TO_CHECK_ALLOWANCE'
  | 'FAILED_TO_CREATE_APPROVAL_TRANSACTION'
  | 'FAILED_TO_CREATE_TRANSACTION'

const isHexAddress = (value: string) => /^0x[0-9a-fA-F]{40}$/.test(value)
const toBigInt = (value: string) => (/^\d+$/.test(value) ? BigInt(value) : 0n)

/**
 * SPEC §4 steps 2–5 for the current form: quote (a stale answer is dropped; no result raises
 * "Incorrect amount"), the balance and gas checks ("Insufficient balance"), the allowance
 * check, then the approval or the swap transaction. A failing step shows its SPEC §8 message,
 * sets the fetch error and goes back.
 */
export async function fetchQuoteAndPrepare(store: SwapStore): Promise<void> {
  const request = store.quoteRequest
  const stale = () => request !== store.quoteRequest
  const { sourceToken: source, toToken: to, deps } = store
  const amount = validateSwapAmount(store.sourceTokenAmount)
  const caipAddress = deps.caipAddress()
  const amountBase = amount.ok && source ? toBaseUnits(amount.value, source.decimals) : undefined
  if (!source || !to || !caipAddress || !amount.ok || !amountBase) {
    runInAction(() => {
      store.toTokenAmount = ''
      store.loadingQuote = false
    })
    return
  }
  runInAction(() => {
    store.loadingQuote = true
  })
  let toAmount: string | undefined
  try {
    const { quotes } = await deps.api.fetchSwapQuotes({
      amount: amountBase.toString(),
      userAddress: caipAddress,
      from: source.address,
      to: to.address,
      gasPrice: store.gasPrice.toString(),
    })
    const raw = quotes[0]?.toAmount
    toAmount = typeof raw === 'string' && /^\d+$/.test(raw) && raw !== '0' ? raw : undefined
  } catch {
    toAmount = undefined
  }
  if (stale()) return
  if (!toAmount) {
    runInAction(() => {
      store.toTokenAmount = ''
      store.loadingQuote = false
    })
    deps.showIncorrectAmount()
    return
  }
  runInAction(() => {
    store.toTokenAmount = fromBaseUnits(toAmount, to.decimals)
    store.inputError = insufficientBalance(store, amount.value)
  })
  if (store.inputError) {
    runInAction(() => {
      store.loadingQuote = false
    })
    return
  }
  await prepareTransaction(store, amountBase, stale)
  if (!stale()) {
    runInAction(() => {
      store.loadingQuote = false
    })
  }
}

/** SPEC §4 step 3 and §5: the source balance, then (not for smart accounts) gas funds. */
function insufficientBalance(store: SwapStore, amount: string): string | undefined {
  const message = formatMessage('INSUFFICIENT_BALANCE')
  if (compareDecimals(store.sourceToken?.quantity ?? '0', amount) === -1) return message
  const gasCost = fromBaseUnits(store.gasPrice * SWAP_GAS_LIMIT, 18)
  const accountType = store.deps.accountType()
  const short = isInsufficientGasFunds({
    networkBalance: store.networkBalance,
    gasCost,
    ...(accountType ? { accountType } : {}),
  })
  return short ? message : undefined
}

/** Steps 4–5: the allowance decides between an approval and the swap transaction. */
async function prepareTransaction(store: SwapStore, amount: bigint, stale: () => boolean) {
  const { deps, sourceToken: source, toToken: to } = store
  const userAddress = deps.caipAddress()
  if (!source || !to || !userAddress) return
  const network = deps.network()
  const isNative = network && source.address === nativeTokenAddress(network)
  let allowance = amount
  if (!isNative) {
    try {
      const answer = await deps.api.fetchSwapAllowance({
        tokenAddress: source.address,
        userAddress,
      })
      allowance = toBigInt(answer.allowance)
    } catch {
      return stale() ? undefined : fetchFailed(store, 'FAILED_TO_CHECK_ALLOWANCE')
    }
    if (stale()) return
  }
  let approval: BuiltTransaction | undefined
  if (allowance < amount) {
    try {
      approval = await buildApproval(store, userAddress, source.address, to.address)
    } catch {
      return stale() ? undefined : fetchFailed(store, 'FAILED_TO_CREATE_APPROVAL_TRANSACTION')
    }
    if (stale()) return
    // EIP-5792: a wallet that batches atomically gets the approval and the swap as one request
    // (both built now); any other gets the approval first and the swap once it has landed.
    if (!(await canBatchApproval(store))) {
      if (!stale()) runInAction(() => (store.approvalTransaction = approval))
      return
    }
  }
  try {
    const { tx } = await deps.api.buildSwapTransaction({
      amount: amount.toString(),
      slippage: SWAP_SLIPPAGE_PERCENT,
      from: source.address,
      to: to.address,
      userAddress,
    })
    if (!isHexAddress(tx.to)) throw featureError('FAILED_TO_CREATE_TRANSACTION')
    const gas = toBigInt(tx.eip155.gas) || SWAP_GAS_LIMIT
    if (stale()) return
    runInAction(() => {
      store.approvalTransaction = approval
      store.swapTransaction = {
        to: tx.to,
        data: tx.data,
        value: toBigInt(tx.value),
        gas,
        gasPrice: toBigInt(tx.eip155.gasPrice) || store.gasPrice,
      }
    })
  } catch {
    if (!stale()) fetchFailed(store, 'FAILED_TO_CREATE_TRANSACTION')
  }
}

/** Step 5's approval: built by the API, its gas estimated by the wallet. */
async function buildApproval(
  store: SwapStore,
  userAddress: string,
  from: string,
  to: string,
): Promise<BuiltTransaction> {
  const { tx } = await store.deps.api.buildApproveTransaction({ userAddress, from, to })
  if (!isHexAddress(tx.to)) throw featureError('FAILED_TO_CREATE_APPROVAL_TRANSACTION')
  const built = { to: tx.to, data: tx.data, value: 0n, gasPrice: toBigInt(tx.eip155.gasPrice) }
  return { ...built, gas: await estimateGas(store, built) }
}

/** The wallet's estimate of the approval's gas; SPEC §9's 150000 when it cannot tell. */
async function estimateGas(store: SwapStore, tx: Omit<BuiltTransaction, 'gas'>): Promise<bigint> {
  const network = store.deps.network()
  try {
    const adapter = await store.deps.adapter()
    if (!network || !adapter.estimateGas) return SWAP_GAS_LIMIT
    return await adapter.estimateGas({ transaction: { to: tx.to, data: tx.data }, network })
  } catch {
    return SWAP_GAS_LIMIT
  }
}

function fetchFailed(store: SwapStore, code: FetchErrorCode): void {
  runInAction(() => {
    store.fetchError = true
    store.loadingQuote = false
  })
  store.deps.notify.error(formatMessage(code))
  store.deps.goBack()
}
