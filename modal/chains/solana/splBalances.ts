import { type Connection, PublicKey } from '@solana/web3.js'
import type { CaipNetwork } from '../../core/caip/types'
import { PorticoError } from '../../core/errors/porticoError'
import type { TokenOption } from '../../core/options/tokenOption'
import type { TokenBalance } from '../../core/services/blockchainApi/types'
import { decodeMint, decodeTokenAccount, TOKEN_PROGRAM_ID } from './spl'

/** `amount` base units of a token with `decimals` places, as a plain decimal ("1000.5"). */
export function formatBaseUnits(amount: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals)
  const fraction = (amount % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${amount / unit}.${fraction}` : `${amount / unit}`
}

/** A mint's short label where the chain names none ("EPjF…Dt1v"); SPL mints carry no symbol. */
const mintLabel = (mint: string) => `${mint.slice(0, 4)}…${mint.slice(-4)}`

/**
 * The host's SPL tokens held by `owner` (SPEC §3 Options.tokens on solana): the owner's token
 * accounts (`getTokenAccountsByOwner` on the SPL Token program), summed per named mint, with
 * each mint's decimals read from the mint account (`getMultipleAccounts`). Account bytes are
 * decoded by their fixed layouts; a named mint the owner holds no account of, or whose bytes are
 * not a mint, is left out. SPL mints carry no symbol: a token shows as its shortened mint.
 *
 * @example
 * ```ts
 * const balances = await readSplBalances(connection, { owner, network, tokens: [{ address: usdcMint }] })
 * ```
 */
export async function readSplBalances(
  connection: Connection,
  params: { owner: string; network: CaipNetwork; tokens: readonly TokenOption[] },
): Promise<TokenBalance[]> {
  const named = new Set(params.tokens.map((token) => token.address))
  try {
    const { value } = await connection.getTokenAccountsByOwner(new PublicKey(params.owner), {
      programId: TOKEN_PROGRAM_ID,
    })
    const held = new Map<string, bigint>()
    for (const { account } of value) {
      const token = decodeTokenAccount(account.data)
      if (!token || token.owner !== params.owner || !named.has(token.mint)) continue
      held.set(token.mint, (held.get(token.mint) ?? 0n) + token.amount)
    }
    const mints = [...held.keys()]
    if (mints.length === 0) return []
    const infos = await connection.getMultipleAccountsInfo(mints.map((m) => new PublicKey(m)))
    return mints.flatMap((mint, index) => {
      const info = infos[index]
      const decoded = info?.owner.equals(TOKEN_PROGRAM_ID) ? decodeMint(info.data) : undefined
      if (!decoded) return []
      const label = mintLabel(mint)
      return [
        {
          name: label,
          symbol: label,
          chainId: params.network.caipNetworkId,
          address: `${params.network.caipNetworkId}:${mint}`,
          price: 0,
          quantity: {
            decimals: String(decoded.decimals),
            numeric: formatBaseUnits(held.get(mint) ?? 0n, decoded.decimals),
          },
          iconUrl: '',
        },
      ]
    })
  } catch (cause) {
    throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
      details: `token accounts on ${params.network.caipNetworkId}`,
      cause,
    })
  }
}
