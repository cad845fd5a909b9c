import type { ChainNamespace } from '../../../core/caip/types'

/** A wallet a visitor without one can get: its name and its own download page. */
export interface WellKnownWallet {
  name: string
  /** The wallet maker's page for installing it (https; it still passes the URL policy). */
  homepage: string
}

/** Widely used wallets per chain family, each with its maker's download page. */
const BY_FAMILY: Record<ChainNamespace, readonly WellKnownWallet[]> = {
  eip155: [
    { name: 'MetaMask', homepage: 'https://metamask.io/download/' },
    { name: 'Coinbase Wallet', homepage: 'https://www.coinbase.com/wallet/downloads' },
    { name: 'Rainbow', homepage: 'https://rainbow.me/download' },
  ],
  solana: [
    { name: 'Phantom', homepage: 'https://phantom.com/download' },
    { name: 'Solflare', homepage: 'https://www.solflare.com/download/' },
  ],
  bip122: [
    { name: 'Xverse', homepage: 'https://www.xverse.app/download' },
    { name: 'Leather', homepage: 'https://leather.io/install-extension' },
  ],
  polkadot: [
    { name: 'Talisman', homepage: 'https://www.talisman.xyz/download' },
    { name: 'SubWallet', homepage: 'https://www.subwallet.app/download.html' },
  ],
}

/** How many wallets "Get a wallet" suggests: a short list, not a catalogue. */
export const WELL_KNOWN_LIMIT = 4

/**
 * A short list of well-known wallets for the families a site uses, the active family first,
 * each family's best known first, at most {@link WELL_KNOWN_LIMIT}.
 *
 * @example
 * ```ts
 * wellKnownWallets(['solana', 'eip155']).map((w) => w.name)
 * // ['Phantom', 'MetaMask', 'Solflare', 'Coinbase Wallet']
 * ```
 */
export function wellKnownWallets(namespaces: readonly ChainNamespace[]): WellKnownWallet[] {
  const lists = [...new Set(namespaces)].map((namespace) => BY_FAMILY[namespace] ?? [])
  const picked: WellKnownWallet[] = []
  for (let rank = 0; picked.length < WELL_KNOWN_LIMIT; rank++) {
    const row = lists.flatMap((list) => list.slice(rank, rank + 1))
    if (row.length === 0) break
    picked.push(...row)
  }
  return picked.slice(0, WELL_KNOWN_LIMIT)
}
