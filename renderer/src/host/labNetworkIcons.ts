import type { CaipNetwork } from 'portico'

/** An SVG as a data: URI (the URL policy allows data:image; nothing leaves 127.0.0.1). */
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>`,
  )}`

/** The lab's own drawings of each chain's mark: recognisable, not copied. */
const ICONS = {
  /** Ether's diamond on slate (the lab's anvil stands in for an Ethereum mainnet). */
  ethereum: svg(
    '<circle cx="32" cy="32" r="32" fill="#3c4a6b"/>' +
      '<path d="M32 10 18 33l14 8 14-8z" fill="#fff"/>' +
      '<path d="M32 10v31l14-8z" fill="#c9d2e8"/>' +
      '<path d="M18 36l14 19 14-19-14 8z" fill="#fff"/>' +
      '<path d="M32 44v11l14-19z" fill="#c9d2e8"/>',
  ),
  /** Base: a blue disc with a white disc cut by a bar from the left. */
  base: svg(
    '<circle cx="32" cy="32" r="32" fill="#0052ff"/>' +
      '<circle cx="32" cy="32" r="20" fill="#fff"/>' +
      '<rect x="8" y="29" width="26" height="6" fill="#0052ff"/>',
  ),
  /** Optimism: its two letters as white outlines on red. */
  optimism: svg(
    '<circle cx="32" cy="32" r="32" fill="#ff0420"/>' +
      '<g fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round">' +
      '<ellipse cx="22" cy="32" rx="7.5" ry="10"/><path d="M36 42V22h7a6 6 0 0 1 0 12h-7"/></g>',
  ),
  /** Solana: three slanted bars in its purple-to-green gradient on black. */
  solana: svg(
    '<defs><linearGradient id="s" x1="0" y1="1" x2="1" y2="0">' +
      '<stop offset="0" stop-color="#9945ff"/><stop offset="1" stop-color="#14f195"/>' +
      '</linearGradient></defs><circle cx="32" cy="32" r="32" fill="#111"/>' +
      '<g fill="url(#s)"><path d="M22 20h24l-4 5H18z"/><path d="M18 30h24l4 5H22z"/>' +
      '<path d="M22 40h24l-4 5H18z"/></g>',
  ),
  /** Bitcoin: a white B with its two strokes on orange. */
  bitcoin: svg(
    '<circle cx="32" cy="32" r="32" fill="#f7931a"/>' +
      '<g transform="rotate(14 32 32)" fill="none" stroke="#fff" stroke-width="4.5" stroke-linejoin="round">' +
      '<path d="M25 18h10a6.5 6.5 0 0 1 0 13H25zM25 31h12a7 7 0 0 1 0 14H25z"/>' +
      '<path d="M29 13v6M35 13v6M29 45v6M35 45v6" stroke-linecap="round"/></g>',
  ),
  /** Polkadot: a ring of six dots around one, white on pink. */
  polkadot: svg(
    '<circle cx="32" cy="32" r="32" fill="#e6007a"/><g fill="#fff">' +
      '<ellipse cx="32" cy="14" rx="7" ry="5"/><ellipse cx="32" cy="50" rx="7" ry="5"/>' +
      '<ellipse cx="16.5" cy="23" rx="7" ry="5" transform="rotate(-60 16.5 23)"/>' +
      '<ellipse cx="47.5" cy="23" rx="7" ry="5" transform="rotate(60 47.5 23)"/>' +
      '<ellipse cx="16.5" cy="41" rx="7" ry="5" transform="rotate(60 16.5 41)"/>' +
      '<ellipse cx="47.5" cy="41" rx="7" ry="5" transform="rotate(-60 47.5 41)"/></g>',
  ),
} as const

/** The icon of a lab network: Base by its chain id, the others by their chain family. */
export function labNetworkIconUrl(network: Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace'>) {
  if (network.caipNetworkId === 'eip155:8453') return ICONS.base
  if (network.caipNetworkId === 'eip155:10') return ICONS.optimism
  const byFamily = {
    eip155: ICONS.ethereum,
    solana: ICONS.solana,
    bip122: ICONS.bitcoin,
    polkadot: ICONS.polkadot,
  } as const
  return byFamily[network.chainNamespace]
}

/**
 * The lab's networks with icons of their own (`assets.imageUrl`), as a host gives its networks:
 * the modal shows them through its NetworkIcon, and a network without one falls back.
 *
 * @example
 * ```ts
 * const networks = [...labNetworks(rpcUrl, explorer)].map(withLabIcon)
 * ```
 */
export function withLabIcon<N extends CaipNetwork>(network: N): N {
  if (network.assets?.imageUrl || network.assets?.imageId) return network
  return { ...network, assets: { ...network.assets, imageUrl: labNetworkIconUrl(network) } }
}
