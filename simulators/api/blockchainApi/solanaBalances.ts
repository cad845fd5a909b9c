import { formatUnits } from 'viem'
import { isValidSolanaAddress } from '../../../modal/chains/solana/solanaTransfer'
import { decodeTokenAccount, TOKEN_PROGRAM_ID } from '../../../modal/chains/solana/spl'
import { LAB_SOLANA_REFERENCE, LAB_USDC } from '../../chains/solana/labSolanaKeys'
import type { SolanaLedger } from '../../chains/solana/solanaLedger'
import { HttpError } from '../http/router'
import type { TokenBalanceAnswer } from './balanceRoutes'
import { LAB_PRICES_USD, usdValue } from './prices'

/** The lab Solana chain's CAIP-2 id, the only Solana chain the stub indexes. */
export const LAB_SOLANA_CAIP_ID = `solana:${LAB_SOLANA_REFERENCE}`

/** Reads a plain or CAIP-10 Solana address, or answers 400. */
export function parseSolanaAddress(value: string | undefined): string {
  const raw = value?.includes(':') ? value.split(':').pop() : value
  if (!raw || !isValidSolanaAddress(raw)) throw new HttpError(400, 'Invalid address')
  return raw
}

function entry(
  symbol: string,
  name: string,
  decimals: number,
  raw: bigint,
  iconUrl: string,
  address?: string,
): TokenBalanceAnswer {
  const numeric = formatUnits(raw, decimals)
  const price = LAB_PRICES_USD[symbol] ?? 0
  return {
    name,
    symbol,
    chainId: LAB_SOLANA_CAIP_ID,
    ...(address ? { address: `${LAB_SOLANA_CAIP_ID}:${address}` } : {}),
    value: usdValue(numeric, price),
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl,
  }
}

/**
 * SPEC §3 token balances of a Solana account, read from the lab's LiteSVM: SOL always, and
 * the lab USDC when the account's token accounts hold some. Other Solana chains, or no
 * running chain, answer an empty list.
 *
 * @example
 * ```ts
 * solanaBalances(ledger, 'solana:8ZuE…:Gk3u…', 'solana:8ZuE…', (s) => `/icon/${s}`)
 * ```
 */
export function solanaBalances(
  ledger: SolanaLedger | undefined,
  rawAddress: string | undefined,
  chainId: string,
  iconUrl: (symbol: string) => string,
): TokenBalanceAnswer[] {
  const owner = parseSolanaAddress(rawAddress)
  if (!ledger || chainId !== LAB_SOLANA_CAIP_ID) return []
  const sol = entry('SOL', 'Solana', 9, ledger.balance(owner), iconUrl('SOL'))
  const mint = LAB_USDC.mint.toBase58()
  const usdc = ledger.svm
    .getProgramAccounts(
      TOKEN_PROGRAM_ID.toBase58() as Parameters<typeof ledger.svm.getProgramAccounts>[0],
    )
    .map((account) => decodeTokenAccount(account.data as Uint8Array))
    .filter((token) => token?.owner === owner && token.mint === mint)
    .reduce((sum, token) => sum + (token?.amount ?? 0n), 0n)
  if (usdc === 0n) return [sol]
  return [
    sol,
    entry(LAB_USDC.symbol, LAB_USDC.name, LAB_USDC.decimals, usdc, iconUrl('USDC'), mint),
  ]
}
