import {
  type Abi,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  hexToBigInt,
  isHex,
  numberToHex,
} from 'viem'
import type { CaipNetwork } from '../../core/caip/types'
import type { TransferFee, TransferRequest } from '../../core/chains/chainAdapter'
import { PorticoError } from '../../core/errors/porticoError'
import { isEvmAddress } from '../../core/validation/address'
import { providerCall } from './providerCall'
import type { ActiveWallet } from './walletSession'
import { assertOnNetwork } from './walletTransactions'

/**
 * Tether USD's `transfer`: it returns nothing, where ERC-20 says `bool`. Decoding its answer
 * with the standard ABI fails ("returned no data"), so USDT is simulated and sent with this one.
 */
export const usdtTransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/** SPEC §4: the USDT token uses a different transfer interface from the standard. */
export function isUsdtVariant(token: { symbol: string }): boolean {
  return token.symbol.toUpperCase() === 'USDT'
}

/** The ABI whose `transfer` matches the token: USDT's (no return) or ERC-20's (bool). */
export function transferAbiFor(token: { symbol: string }): Abi {
  return isUsdtVariant(token) ? usdtTransferAbi : erc20Abi
}

/** The eth_sendTransaction object of a transfer: a native send, or the token's `transfer` call. */
export function transferTransaction(request: TransferRequest, from: string) {
  const to = getAddress(request.to.startsWith('0x') ? request.to : `0x${request.to}`)
  const { token } = request
  if (!token) return { from, to, value: numberToHex(request.amount) }
  const data = encodeFunctionData({
    abi: transferAbiFor(token),
    functionName: 'transfer',
    args: [to, request.amount],
  })
  return { from, to: getAddress(token.address), data }
}

/**
 * Where a transfer's calls go: `read` answers chain reads (eth_estimateGas, eth_gasPrice,
 * eth_call), `wallet` signs and sends (eth_sendTransaction) for `from`. An injected wallet does
 * both; a WalletConnect session sends through the phone and reads from the network's node.
 */
export interface TransferChannels {
  from: string | undefined
  /** Refuses (WALLET_CHAIN_DISCONNECTED) when the wallet is not on `network`. */
  assertOnNetwork(network: CaipNetwork): Promise<void>
  read(method: string, params?: unknown[]): Promise<unknown>
  wallet(method: string, params?: unknown[]): Promise<unknown>
}

/** The channels of an injected (EIP-1193) wallet: every call goes to the wallet. */
export function walletChannels(wallet: ActiveWallet): TransferChannels {
  const call = (method: string, params?: unknown[]) => providerCall(wallet.provider, method, params)
  return {
    from: wallet.address,
    assertOnNetwork: (network) => assertOnNetwork(wallet, network),
    read: call,
    wallet: call,
  }
}

function sender(channels: TransferChannels): string {
  if (!channels.from) {
    throw new PorticoError('WALLET_UNAUTHORIZED', { details: 'no account to send from' })
  }
  return channels.from
}

async function quantity(channels: TransferChannels, method: string, params?: unknown[]) {
  const value = await channels.read(method, params)
  if (typeof value !== 'string' || !isHex(value)) {
    throw new PorticoError('SOMETHING_WENT_WRONG', { details: `${method}: ${String(value)}` })
  }
  return hexToBigInt(value)
}

/**
 * The fee of a transfer: its gas estimate times the network's gas price, in wei.
 *
 * @example
 * ```ts
 * const { fee } = await estimateTransferFee(walletChannels(wallet), { to, amount: 10n ** 17n, network })
 * ```
 */
export async function estimateTransferFee(
  channels: TransferChannels,
  request: TransferRequest,
): Promise<TransferFee> {
  await channels.assertOnNetwork(request.network)
  const transaction = transferTransaction(request, sender(channels))
  const [gas, gasPrice] = await Promise.all([
    quantity(channels, 'eth_estimateGas', [transaction]),
    quantity(channels, 'eth_gasPrice'),
  ])
  return { fee: gas * gasPrice }
}

/**
 * A token transfer is first simulated with eth_call and its answer decoded with the token's own
 * ABI: a standard token must answer `true`; USDT answers nothing and is decoded as nothing.
 */
async function simulateTokenTransfer(channels: TransferChannels, request: TransferRequest) {
  const { token } = request
  if (!token) return
  const transaction = transferTransaction(request, sender(channels))
  const answer = await channels.read('eth_call', [transaction, 'latest'])
  const result: unknown = decodeFunctionResult({
    abi: transferAbiFor(token),
    functionName: 'transfer',
    data: typeof answer === 'string' && isHex(answer) ? answer : '0x',
  })
  if (!isUsdtVariant(token) && result !== true) {
    throw new PorticoError('SOMETHING_WENT_WRONG', {
      details: `${token.symbol} refused the transfer`,
    })
  }
}

/**
 * Sends a native amount (receiver, amount in wei, gas price) or calls the token's `transfer`
 * through the wallet, on `request.network` only; resolves to the transaction hash.
 *
 * @example
 * ```ts
 * const hash = await sendTransfer(walletChannels(wallet), {
 *   to: '0x7099…', amount: 1_000_000n, network,
 *   token: { address: usdt, decimals: 6, symbol: 'USDT' },
 * })
 * ```
 */
export async function sendTransfer(
  channels: TransferChannels,
  request: TransferRequest,
): Promise<string> {
  await channels.assertOnNetwork(request.network)
  await simulateTokenTransfer(channels, request)
  const gasPrice = await quantity(channels, 'eth_gasPrice')
  const transaction = {
    ...transferTransaction(request, sender(channels)),
    gasPrice: numberToHex(gasPrice),
  }
  const hash = await channels.wallet('eth_sendTransaction', [transaction])
  if (typeof hash !== 'string') {
    throw new PorticoError('SOMETHING_WENT_WRONG', { details: 'the wallet returned no hash' })
  }
  return hash
}

/** An EVM address: 0x and 40 hex characters whose mixed case, if any, is its EIP-55 checksum. */
export function isValidEip155Address(address: string): boolean {
  return isEvmAddress(address)
}
