/**
 * A token the host wants shown for a network (SPEC §3 Options.tokens): its contract (an ERC-20
 * address on eip155, a mint on solana) and, optionally, its image.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, tokens: { 'eip155:1': { address: '0xA0b8…eB48' } } })
 * ```
 */
export interface TokenOption {
  address: string
  /** Shown beside the token; an image that fails the URL policy is left out. */
  image?: string
}

/**
 * What `tokens` takes per CAIP network id: one token (as AppKit's option), or several.
 *
 * @example
 * ```ts
 * const tokens: TokenOptions = { 'eip155:1': [{ address: '0xA0b8…eB48' }, { address: '0x1f98…F984' }] }
 * ```
 */
export type TokenOptions = Readonly<Record<string, TokenOption | readonly TokenOption[]>>

/**
 * The tokens named for `caipNetworkId`, as a list (none when the host named none).
 *
 * @example
 * ```ts
 * tokensFor({ 'eip155:1': { address: '0xA0b8…' } }, 'eip155:1') // [{ address: '0xA0b8…' }]
 * ```
 */
export function tokensFor(
  tokens: TokenOptions | undefined,
  caipNetworkId: string,
): readonly TokenOption[] {
  const named = tokens?.[caipNetworkId]
  if (!named) return []
  return Array.isArray(named) ? named : [named as TokenOption]
}
