import { createHash } from 'node:crypto'
import { fnv1a } from '../svgBadge'

/** One wallet as GET /getWallets lists it (SPEC §3 Wallet listing; the client's WalletListing). */
export interface ListedWallet {
  id: string
  name: string
  /** Reverse-DNS id an EIP-6963 wallet announces; null for wallets that announce none. */
  rdns: string | null
  image_id: string
  homepage: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  /** CAIP network ids the wallet supports. */
  chains: string[]
  badge_type: 'certified' | 'none'
  /** Rank: the API lists wallets in this order. */
  order: number
}

/** Networks the generated wallets draw their `chains` from. */
export const CATALOG_CHAINS = [
  'eip155:1',
  'eip155:10',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'eip155:31337',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
] as const

const EVM_CHAINS = CATALOG_CHAINS.filter((chain) => chain.startsWith('eip155:'))

/**
 * The lab's own simulated wallets, listed first so the modal can match `installed` by rdns.
 * Named exactly as the simulated extensions announce themselves (simulators/wallets), as a
 * real listing names a real extension: one wallet, one name in every view.
 */
export const LAB_WALLET_SPECS = [
  {
    key: 'Lab Alpha',
    name: 'Alpha Wallet',
    rdns: 'io.portico.lab.alpha',
    chains: [...CATALOG_CHAINS],
  },
  { key: 'Lab Beta', name: 'Beta Wallet', rdns: 'io.portico.lab.beta', chains: [...EVM_CHAINS] },
  { key: 'Lab Gamma', name: 'Gamma Wallet', rdns: 'io.portico.lab.gamma', chains: [...EVM_CHAINS] },
  /** A legacy injected wallet: window.ethereum only, no EIP-6963 announcement, so no rdns. */
  { key: 'Lab Legacy', name: 'Legacy Wallet', rdns: null, chains: [...EVM_CHAINS] },
  /** The simulated mobile wallet reached over the local WalletConnect relay. */
  { name: 'Lab Mobile', rdns: null, chains: [...CATALOG_CHAINS], mobile: true },
] as const

const ADJECTIVES = [
  'Amber',
  'Bold',
  'Brave',
  'Bright',
  'Calm',
  'Clever',
  'Cosmic',
  'Crisp',
  'Daring',
  'Deep',
  'Electric',
  'Ember',
  'Fair',
  'Fast',
  'Frost',
  'Golden',
  'Grand',
  'Happy',
  'Hidden',
  'Iron',
  'Jade',
  'Keen',
  'Lucky',
  'Lunar',
  'Misty',
  'Noble',
  'Nova',
  'Opal',
  'Polar',
  'Prime',
  'Quiet',
  'Rapid',
  'Royal',
  'Ruby',
  'Silver',
  'Solar',
  'Steady',
  'Swift',
  'True',
  'Vivid',
]
const NOUNS = [
  'Anchor',
  'Arc',
  'Beacon',
  'Bridge',
  'Cedar',
  'Comet',
  'Crest',
  'Dune',
  'Falcon',
  'Fern',
  'Harbor',
  'Hawk',
  'Key',
  'Lantern',
  'Ledger',
  'Lynx',
  'Maple',
  'Meadow',
  'Orbit',
  'Otter',
  'Peak',
  'Pine',
  'Quill',
  'Raven',
  'Reef',
  'River',
  'Sail',
  'Spark',
  'Stone',
  'Tide',
]
const KINDS = ['Wallet', 'Vault', 'Pay', 'Keys', 'Safe']

export interface WalletCatalogOptions {
  /** How many wallets to generate after the lab wallets. Default 2000. */
  count?: number
  seed?: string
  /**
   * Where homepage and store links point: the listing server itself (it serves a small page at
   * `/lab/wallet/{slug}`), so that nothing off 127.0.0.1 is ever a link target.
   */
  linkBase?: string
}

/**
 * The lab wallets followed by `count` generated ones. Deterministic: the same `seed` and `count`
 * give the same ids, names, rdns, images, chains and badges, run after run.
 *
 * @example
 * ```ts
 * const wallets = generateWalletCatalog({ linkBase: 'http://127.0.0.1:4200' })
 * wallets[0].rdns // 'io.portico.lab.alpha'
 * ```
 */
export function generateWalletCatalog(options: WalletCatalogOptions = {}): ListedWallet[] {
  const { count = 2000, seed = 'portico-lab', linkBase = 'http://127.0.0.1' } = options
  const wallet = (key: string, order: number, fields: WalletFields) =>
    walletEntry(seed, linkBase, key, order, fields)
  // The key keeps the lab wallets' ids and images as they were before they took their
  // extensions' names.
  const lab = LAB_WALLET_SPECS.map((spec, order) =>
    wallet(`lab:${'key' in spec ? spec.key : spec.name}`, order, {
      name: spec.name,
      rdns: spec.rdns,
      chains: [...spec.chains],
      badge_type: 'certified',
      mobile_link: 'mobile' in spec ? 'portico-lab-mobile://' : null,
    }),
  )
  const random = mulberry32(fnv1a(seed))
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const seen = new Set<string>(lab.map((w) => w.name))
  const generated: ListedWallet[] = []
  for (let i = 0; generated.length < count; i++) {
    const base = `${pick(ADJECTIVES)} ${pick(NOUNS)} ${pick(KINDS)}`
    // Past the unique combinations, a number keeps names unique.
    const name = seen.has(base) ? `${base} ${i}` : base
    seen.add(name)
    const slug = name.toLowerCase().replace(/\s+/g, '')
    const chains = CATALOG_CHAINS.filter((_, c) => c === 0 || random() < 0.35)
    const hasRdns = random() < 0.6
    generated.push(
      wallet(`gen:${i}`, lab.length + generated.length, {
        name,
        rdns: hasRdns ? `com.${slug}` : null,
        chains: [...chains],
        badge_type: random() < 0.1 ? 'certified' : 'none',
        mobile_link: random() < 0.7 ? `${slug}://` : null,
      }),
    )
  }
  return [...lab, ...generated]
}

type WalletFields = Pick<ListedWallet, 'name' | 'rdns' | 'chains' | 'badge_type' | 'mobile_link'>

function walletEntry(
  seed: string,
  linkBase: string,
  key: string,
  order: number,
  fields: WalletFields,
): ListedWallet {
  const digest = createHash('sha256').update(`${seed}|${key}`).digest('hex')
  const page = `${linkBase}/lab/wallet/${fields.name.toLowerCase().replace(/\s+/g, '-')}`
  return {
    id: digest,
    image_id: uuidFrom(createHash('sha256').update(`image|${digest}`).digest('hex')),
    homepage: page,
    desktop_link: null,
    webapp_link: null,
    app_store: fields.mobile_link ? `${page}?store=app-store` : null,
    play_store: fields.mobile_link ? `${page}?store=play-store` : null,
    order,
    ...fields,
  }
}

const uuidFrom = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`

/** A small seeded PRNG: uniform floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
