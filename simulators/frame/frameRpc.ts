import { createWalletClient, defineChain, type Hex, http } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { SmartAccounts, SmartCall } from './smartAccounts'

/** A refusal the frame reports to the page with its message (e.g. "Invalid code"). */
export class FrameFailure extends Error {}

/** The session an RPC request runs in. */
export interface RpcSession {
  identity: string
  chainId: number
  preferred?: 'eoa' | 'smartAccount'
}

/** What the RPC answers need from the provider. */
export interface RpcContext {
  smartAccounts: SmartAccounts
  rpcUrl: () => string
  node(method: string, params: unknown[]): Promise<unknown>
  addressOf(session: RpcSession): Promise<Hex>
}

/**
 * Answers one RPC request of the embedded wallet (SPEC §7 supported methods): signatures with
 * the identity's key (through ERC-1271 for the smart account, deployed on first use), sends
 * and batches through the smart account (or the key itself as an EOA), reads from anvil.
 *
 * @example
 * ```ts
 * await answerRpc(ctx, session, accountOf, 'personal_sign', [hex, address])
 * ```
 */
export async function answerRpc(
  ctx: RpcContext,
  session: RpcSession,
  accountOf: (identity: string) => PrivateKeyAccount,
  method: string,
  params: unknown,
): Promise<unknown> {
  const account = accountOf(session.identity)
  const smart = session.preferred !== 'eoa'
  const list = Array.isArray(params) ? params : []
  // A smart account is deployed on first use; its owner's signature verifies through ERC-1271.
  if (smart && (method === 'personal_sign' || method === 'eth_signTypedData_v4')) {
    await ctx.smartAccounts.ensureDeployed(account)
  }
  switch (method) {
    case 'personal_sign':
      return account.signMessage({ message: { raw: list[0] as Hex } })
    case 'eth_signTypedData_v4':
      return account.signTypedData(JSON.parse(String(list[1])))
    case 'eth_accounts':
      return [await ctx.addressOf(session)]
    case 'wallet_sendCalls': {
      if (!smart) throw new FrameFailure('wallet_sendCalls needs the smart account')
      const { calls } = (list[0] ?? {}) as { calls?: { to: Hex; value?: Hex; data?: Hex }[] }
      const batch: SmartCall[] = (calls ?? []).map((c) => ({
        to: c.to,
        ...(c.value ? { value: BigInt(c.value) } : {}),
        ...(c.data ? { data: c.data } : {}),
      }))
      return { id: await ctx.smartAccounts.executeBatch(account, batch) }
    }
    case 'wallet_getCallsStatus': {
      const receipt = (await ctx.node('eth_getTransactionReceipt', [list[0]])) as {
        status?: string
      } | null
      return {
        status: !receipt ? 100 : receipt.status === '0x1' ? 200 : 500,
        receipts: receipt ? [receipt] : [],
      }
    }
    case 'eth_chainId':
      return `0x${session.chainId.toString(16)}`
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: Hex; value?: Hex; data?: Hex }
      if (smart && tx.to) {
        return ctx.smartAccounts.execute(account, {
          to: tx.to,
          ...(tx.value ? { value: BigInt(tx.value) } : {}),
          ...(tx.data ? { data: tx.data } : {}),
        })
      }
      const chain = defineChain({
        id: session.chainId,
        name: 'lab',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [ctx.rpcUrl()] } },
      })
      const wallet = createWalletClient({
        account,
        chain,
        transport: http(ctx.rpcUrl()),
      })
      return wallet.sendTransaction({
        ...(tx.to ? { to: tx.to } : {}),
        ...(tx.value ? { value: BigInt(tx.value) } : {}),
        ...(tx.data ? { data: tx.data } : {}),
      })
    }
    default:
      return ctx.node(method, list)
  }
}
