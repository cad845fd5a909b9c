import {
  type Address,
  createPublicClient,
  getAddress,
  http,
  isAddress,
  type PublicClient,
} from 'viem'
import { LAB_NFT, labNftAddress, labNftMint } from '../../contracts/labNft'
import { LAB_TOKENS, type LabTokenSymbol } from '../../contracts/labTokens'
import { HttpError } from '../http/router'
import { LAB_PRICES_USD, NATIVE_TOKEN_ADDRESS } from './prices'

/** A token the API knows about on the lab chain; `address` undefined for the native token. */
export interface KnownToken {
  symbol: string
  name: string
  decimals: number
  price: number
  address: Address | undefined
}

/** What every route reads: the chain, its tokens, and absolute URLs on this server. */
export interface LabContext {
  chainId: number
  /** CAIP-2 id of the lab chain, e.g. `eip155:31337`. */
  caipChainId: string
  client: () => PublicClient
  native: KnownToken
  /** The ERC-20s of deployTokens (they may not be deployed yet: callers check the code). */
  erc20s: KnownToken[]
  baseUrl: () => string
  now: () => number
}

export interface LabContextOptions {
  rpcUrl: string | (() => string)
  chainId: number
  tokens: Record<LabTokenSymbol, Address>
  baseUrl: () => string
  now: () => number
}

/** Builds the context; the viem client is created per RPC URL (anvil may be restarted). */
export function createLabContext(options: LabContextOptions): LabContext {
  let cached: { url: string; client: PublicClient } | undefined
  const client = () => {
    const url = typeof options.rpcUrl === 'function' ? options.rpcUrl() : options.rpcUrl
    if (cached?.url !== url) cached = { url, client: createPublicClient({ transport: http(url) }) }
    return cached.client
  }
  const price = (symbol: string) => LAB_PRICES_USD[symbol] ?? 0
  return {
    chainId: options.chainId,
    caipChainId: `eip155:${options.chainId}`,
    client,
    native: { symbol: 'ETH', name: 'Ether', decimals: 18, price: price('ETH'), address: undefined },
    erc20s: LAB_TOKENS.map((token) => ({
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      price: price(token.symbol),
      address: options.tokens[token.symbol],
    })),
    baseUrl: options.baseUrl,
    now: options.now,
  }
}

/** The icon URL this server serves for a token symbol. */
export const tokenIconUrl = (ctx: LabContext, symbol: string) =>
  `${ctx.baseUrl()}/v1/token-image/${encodeURIComponent(symbol)}`

/** The preview image this server serves for an NFT. */
export const nftImageUrl = (ctx: LabContext, contract: Address, tokenId: bigint) =>
  `${ctx.baseUrl()}/v1/nft-image/${contract}/${tokenId}`

/**
 * SPEC §3 `nft_info` of a token: the lab ERC-721's tokens carry their lab names, and the ones
 * `LAB_NFT` marks are flagged spam, as an indexer flags unsolicited airdrops.
 */
export function nftInfo(ctx: LabContext, contract: Address, tokenId: bigint) {
  const lab = contract === labNftAddress() ? labNftMint(tokenId) : undefined
  return {
    name: lab?.name ?? `${contract === labNftAddress() ? LAB_NFT.name : 'NFT'} #${tokenId}`,
    content: { preview: { url: nftImageUrl(ctx, contract, tokenId) } },
    flags: { is_spam: lab?.spam ?? false },
  }
}

/** Reads `31337` or `eip155:31337`; undefined for other namespaces or garbage. */
export function parseChainId(value: string | null): number | undefined {
  if (!value) return undefined
  const reference = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value
  return /^\d+$/.test(reference) ? Number(reference) : undefined
}

/** True when `value` (plain or CAIP-2) names the lab chain. */
export const isLabChain = (ctx: LabContext, value: string | null) =>
  parseChainId(value) === ctx.chainId

/** Reads a plain or CAIP-10 EVM address (checksummed), or answers 400. */
export function parseAddress(value: string | null | undefined, what = 'address'): Address {
  const raw = value?.includes(':') ? value.split(':').pop() : value
  if (!raw || !isAddress(raw, { strict: false })) throw new HttpError(400, `Invalid ${what}`)
  return getAddress(raw)
}

/** The known token at a plain or CAIP-10 address (the 0xeeee… address is the native token). */
export function findToken(ctx: LabContext, value: string | null | undefined): KnownToken {
  const address = parseAddress(value, 'token address')
  if (address.toLowerCase() === NATIVE_TOKEN_ADDRESS) return ctx.native
  const token = ctx.erc20s.find((t) => t.address?.toLowerCase() === address.toLowerCase())
  if (!token) throw new HttpError(400, `Unknown token ${address}`)
  return token
}

/** A token's CAIP-10 id on the lab chain (the native token uses the 0xeeee… address). */
export const caipTokenAddress = (ctx: LabContext, token: KnownToken) =>
  `${ctx.caipChainId}:${token.address ?? NATIVE_TOKEN_ADDRESS}`

/**
 * The context of the chain a request names: a chain id (`8453`, `eip155:8453`) or a CAIP-10
 * address (`eip155:8453:0x…`). A plain address names the first (the lab) chain; an unknown
 * chain gives undefined.
 */
export function contextFor(
  contexts: readonly LabContext[],
  value: string | null | undefined,
): LabContext | undefined {
  if (!value) return undefined
  const parts = value.split(':')
  if (parts.length === 1 && isAddress(value, { strict: false })) return contexts[0]
  const chainId = parseChainId(parts.length === 3 ? `${parts[0]}:${parts[1]}` : value)
  return contexts.find((ctx) => ctx.chainId === chainId)
}
