import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  keccak256,
  numberToHex,
  stringToHex,
} from 'viem'
import type { HDAccount } from 'viem/accounts'
import { LAB_PRICES_USD } from '../api/blockchainApi/prices'
import { LAB_TOKENS, labTokenAddresses } from '../contracts/labTokens'
import { walletErrors } from './providerRpcError'
import type { RpcForwarder } from './rpcForwarder'
import type { SimulatedWalletSettings } from './settings'
import { type RpcTransactionRequest, sendTransaction } from './signingMethods'

/** What the wallet-side calls need of the wallet they run in. */
export interface WalletCallContext {
  settings: SimulatedWalletSettings
  account: HDAccount
  forwarder: RpcForwarder
  /** Checks the site may use `address` and asks the visitor (4100 / 4001 as configured). */
  promptFor(address: unknown): Promise<void>
}

interface BatchRecord {
  chainId: Hex
  hashes: Hex[]
}

/** ERC-7715's capability entry: what this wallet grants, to whom. */
const PERMISSIONS_CAPABILITY = {
  supported: true,
  signerTypes: ['key', 'account'],
  permissionTypes: ['native-token-recurring-allowance'],
}

/** The methods of this file; anything else is not answered here. */
export const WALLET_CALL_METHODS = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'wallet_grantPermissions',
])

/**
 * The wallet-side calls of SPEC §7 for a simulated EVM wallet, each behind its lab switch:
 * EIP-5792 batches (`atomicBatch`: the calls are sent in order and reported together), EIP-7811
 * `wallet_getAssets` read from the node (`assets`: on, off, or malformed types), and ERC-7715
 * `wallet_grantPermissions` (`permissions`; revoking is in `revokePermissionsContext`). A
 * switch that is off answers 4200, as a wallet without the method does.
 *
 * @example
 * ```ts
 * const calls = new WalletCalls()
 * await calls.handle('wallet_getCapabilities', [address], context)
 * ```
 */
export class WalletCalls {
  private readonly batches = new Map<string, BatchRecord>()
  private readonly grants = new Set<string>()

  async handle(method: string, params: readonly unknown[], ctx: WalletCallContext) {
    const { settings } = ctx
    const chainId = numberToHex(settings.chainId)
    switch (method) {
      case 'wallet_getCapabilities': {
        // Each switch adds its capability; with both off the wallet has no such method.
        if (!settings.atomicBatch && !settings.permissions) {
          throw walletErrors.unsupportedMethod(method)
        }
        return {
          [chainId]: {
            ...(settings.atomicBatch ? { atomic: { status: 'supported' } } : {}),
            ...(settings.permissions ? { permissions: PERMISSIONS_CAPABILITY } : {}),
          },
        }
      }
      case 'wallet_sendCalls':
        if (!settings.atomicBatch) throw walletErrors.unsupportedMethod(method)
        return this.sendCalls(params[0], chainId, ctx)
      case 'wallet_getCallsStatus':
        if (!settings.atomicBatch) throw walletErrors.unsupportedMethod(method)
        return this.callsStatus(params[0], ctx)
      case 'wallet_getAssets':
        if (settings.assets === 'off') throw walletErrors.unsupportedMethod(method)
        return { [chainId]: await readAssets(ctx, settings.assets === 'malformed') }
      default: {
        if (!settings.permissions) throw walletErrors.unsupportedMethod(method)
        await ctx.promptFor(ctx.account.address)
        const context = keccak256(stringToHex(`grant:${this.grants.size}:${ctx.account.address}`))
        this.grants.add(context)
        return { permissionsContext: context, grantedPermissions: params[0] ?? null }
      }
    }
  }

  /**
   * ERC-7715 revoke: true when `params` name a permissions context this wallet granted (now
   * revoked); false for a revoke without one (EIP-2255 account access, the caller's). A context
   * it never granted is refused (-32602), and with the switch off the method is missing (4200),
   * rather than falling through to revoking the site's account access.
   */
  revokes(settings: SimulatedWalletSettings, params: readonly unknown[]): boolean {
    const context = (params[0] as { permissionsContext?: unknown } | undefined)?.permissionsContext
    if (context === undefined) return false
    if (!settings.permissions) throw walletErrors.unsupportedMethod('wallet_revokePermissions')
    if (typeof context !== 'string' || !this.grants.delete(context)) {
      throw walletErrors.invalidParams('unknown permissions context')
    }
    return true
  }

  private async sendCalls(request: unknown, chainId: Hex, ctx: WalletCallContext) {
    const { calls, from } = (request ?? {}) as { calls?: unknown; from?: unknown }
    if (!Array.isArray(calls) || calls.length === 0) {
      throw walletErrors.invalidParams('wallet_sendCalls needs calls')
    }
    await ctx.promptFor(from ?? ctx.account.address)
    const hashes: Hex[] = []
    for (const call of calls as RpcTransactionRequest[]) {
      hashes.push(await sendTransaction(ctx.account, ctx.forwarder, { ...call, from: undefined }))
    }
    const id = keccak256(stringToHex(hashes.join('')))
    this.batches.set(id, { chainId, hashes })
    return { id }
  }

  private async callsStatus(id: unknown, ctx: WalletCallContext) {
    const batch = typeof id === 'string' ? this.batches.get(id) : undefined
    if (!batch) throw walletErrors.invalidParams('unknown batch id')
    const receipts = await Promise.all(
      batch.hashes.map((hash) => ctx.forwarder.call('eth_getTransactionReceipt', [hash])),
    )
    const pending = receipts.some((receipt) => receipt === null)
    const failed = receipts.some((r) => (r as { status?: string } | null)?.status === '0x0')
    const status = pending ? 100 : failed ? 500 : 200
    return { version: '2.0.0', id, chainId: batch.chainId, atomic: true, status, receipts }
  }
}

/** The account's native and lab-token assets, read from the node (zero balances left out). */
async function readAssets(ctx: WalletCallContext, malformed: boolean) {
  const owner = ctx.account.address
  const native = (await ctx.forwarder.call('eth_getBalance', [owner, 'latest'])) as Hex
  const metadata = (name: string, symbol: string, decimals: number) => ({
    name,
    symbol,
    decimals,
    price: LAB_PRICES_USD[symbol] ?? 0,
    iconUrl: '',
  })
  const addresses = labTokenAddresses()
  const tokens = await Promise.all(
    LAB_TOKENS.map(async (token) => {
      const balance = await erc20Balance(ctx.forwarder, addresses[token.symbol], owner)
      if (!balance) return undefined
      return {
        address: addresses[token.symbol],
        balance: numberToHex(balance),
        type: 'ERC20' as const,
        metadata: metadata(token.name, token.symbol, token.decimals),
      }
    }),
  )
  const assets = [
    {
      address: 'native',
      balance: native,
      type: 'NATIVE' as const,
      metadata: metadata('Ether', 'ETH', 18),
    },
    ...tokens.filter((asset) => asset !== undefined),
  ]
  // A broken wallet: balances as decimal numbers, not hex strings (SPEC §5 refuses these).
  return malformed ? assets.map((asset) => ({ ...asset, balance: Number(asset.balance) })) : assets
}

async function erc20Balance(rpc: RpcForwarder, token: Address, owner: Address) {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const code = await rpc.call('eth_getCode', [token, 'latest'])
  if (code === '0x' || code === null) return 0n
  const raw = (await rpc.call('eth_call', [{ to: token, data }, 'latest'])) as Hex
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: raw })
}
