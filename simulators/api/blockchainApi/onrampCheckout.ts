import { type Address, createWalletClient, custom, defineChain, parseAbi, parseUnits } from 'viem'
import type { SolanaLedger } from '../../chains/solana/solanaLedger'
import { devAccount } from '../../contracts/labTokens'
import { HttpError, type Route } from '../http/router'
import { escapeXml } from '../svgBadge'
import { type LabContext, parseAddress } from './labContext'
import { onrampCryptoAmount } from './onrampRoutes'
import { parseSolanaAddress } from './solanaBalances'

/** The lab account that sells onramp purchases (mints lab USDC to itself, then transfers). */
export const ONRAMP_DESK = devAccount(8)

/** One checkout QA finished, as the `onrampCheckouts` command lists it. */
export interface CheckoutRecord {
  address: string
  asset: string
  fiatAmount: number
  outcome: 'completed' | 'declined'
  /** The credit transaction on anvil, or its signature on the lab's Solana chain (completed only). */
  hash?: string
  cryptoAmount?: string
}

/**
 * Purchases the lab completed: their transactions (lower-case hashes on anvil, signatures as
 * they are on Solana) and the records.
 */
export interface OnrampCheckoutState {
  purchases: Set<string>
  records: CheckoutRecord[]
}

export const createOnrampCheckoutState = (): OnrampCheckoutState => ({
  purchases: new Set(),
  records: [],
})

const TOKEN_ABI = parseAbi([
  'function mint(address to, uint256 value)',
  'function transfer(address to, uint256 value) returns (bool)',
])

const page = (title: string, body: string) => ({
  contentType: 'text/html; charset=utf-8',
  text: `<!doctype html><meta charset="utf-8"><title>${title}</title><h1>${title}</h1>${body}`,
})

/**
 * The provider's checkout, played by the lab (open routes, no project parameters):
 * - GET /onramp/checkout?address&amount&asset → the page, with "Complete purchase" and "Decline"
 * - POST /onramp/checkout/complete?address&amount&asset → credits the buyer for real, the fiat
 *   amount less the lab's quote fees: on anvil USDC minted to the desk and transferred, or ETH
 *   sent; SOL credited on the lab's Solana chain (`solana`); the transaction then lists under the
 *   buyer's onramp history
 * - POST /onramp/checkout/decline?address&amount&asset → nothing is credited
 */
export function onrampCheckoutRoutes(
  ctx: LabContext,
  state: OnrampCheckoutState,
  solana: () => SolanaLedger | undefined = () => undefined,
): Route[] {
  const read = (query: URLSearchParams) => {
    const asset = (query.get('asset') || 'USDC').toUpperCase()
    const raw = query.get('address')
    const address = asset === 'SOL' ? parseSolanaAddress(raw ?? undefined) : parseAddress(raw)
    const fiatAmount = Number(query.get('amount'))
    if (!(fiatAmount > 0)) throw new HttpError(400, 'amount must be a positive number')
    return { address, fiatAmount, asset, search: query.toString() }
  }
  return [
    {
      method: 'GET',
      pattern: '/onramp/checkout',
      open: true,
      handler: ({ query }) => {
        const { address, fiatAmount, asset, search } = read(query)
        const action = (path: string, label: string) =>
          `<form method="post" action="/onramp/checkout/${path}?${escapeXml(search)}"><button>${label}</button></form>`
        return page(
          'Lab onramp checkout',
          `<p>Buying ${escapeXml(asset)} for ${fiatAmount.toFixed(2)} USD, paid to ${escapeXml(address)}</p>${action('complete', 'Complete purchase')}${action('decline', 'Decline')}`,
        )
      },
    },
    {
      method: 'POST',
      pattern: '/onramp/checkout/complete',
      open: true,
      handler: async ({ query }) => {
        const { address, fiatAmount, asset } = read(query)
        const cryptoAmount = onrampCryptoAmount(fiatAmount, asset)
        const hash =
          asset === 'SOL'
            ? creditSol(solana(), address, cryptoAmount)
            : (await credit(ctx, parseAddress(address), asset, cryptoAmount)).toLowerCase()
        state.purchases.add(hash)
        state.records.push({ address, asset, fiatAmount, outcome: 'completed', hash, cryptoAmount })
        return page(
          'Purchase complete',
          `<p>${cryptoAmount} ${escapeXml(asset)} sent (${hash})</p>`,
        )
      },
    },
    {
      method: 'POST',
      pattern: '/onramp/checkout/decline',
      open: true,
      handler: ({ query }) => {
        const { address, fiatAmount, asset } = read(query)
        state.records.push({ address, asset, fiatAmount, outcome: 'declined' })
        return page('Purchase declined', '<p>Nothing was charged.</p>')
      },
    },
  ]
}

/** Credits SOL on the lab's Solana chain (its faucet plays the desk); the signature. */
function creditSol(ledger: SolanaLedger | undefined, to: string, amount: string): string {
  if (!ledger) throw new HttpError(503, "The lab's Solana chain is not running")
  return ledger.airdrop(to, parseUnits(amount, 9))
}

/** Sends the purchase from the desk; resolves to the transaction that reached the buyer. */
async function credit(
  ctx: LabContext,
  to: Address,
  asset: string,
  amount: string,
): Promise<string> {
  const publicClient = ctx.client()
  const chain = defineChain({
    id: ctx.chainId,
    name: 'Portico Lab',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  })
  const wallet = createWalletClient({
    account: ONRAMP_DESK,
    chain,
    transport: custom({ request: (args) => publicClient.request(args) }),
  })
  if (asset === 'ETH') {
    const hash = await wallet.sendTransaction({ to, value: parseUnits(amount, 18) })
    await publicClient.waitForTransactionReceipt({ hash })
    return hash
  }
  const token = ctx.erc20s.find((t) => t.symbol === asset)
  if (!token?.address) throw new HttpError(400, `The lab does not sell ${asset}`)
  const value = parseUnits(amount, token.decimals)
  const minted = await wallet.writeContract({
    address: token.address,
    abi: TOKEN_ABI,
    functionName: 'mint',
    args: [ONRAMP_DESK.address, value],
  })
  await publicClient.waitForTransactionReceipt({ hash: minted })
  const hash = await wallet.writeContract({
    address: token.address,
    abi: TOKEN_ABI,
    functionName: 'transfer',
    args: [to, value],
  })
  await publicClient.waitForTransactionReceipt({ hash })
  return hash
}
