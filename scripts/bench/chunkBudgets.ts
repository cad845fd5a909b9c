import { LOCALES } from '../../modal/ui/i18n/loadLocale'
import type { BuiltChunk } from './buildBenchPage'

const KiB = 1024

/** One lazily loaded part of Portico and what its chunks may weigh, gzip. */
export interface ChunkBudget {
  name: string
  /** Which build it is in: the bench page's, or bench/catalogue.ts's (parts the page does not use). */
  build: 'index' | 'catalogue'
  /** The part's own modules; its size is the sum of the lazy chunks holding any of them. */
  modules: RegExp
  budgetBytes: number
  /** Chunks of another row that hold a few of this part's modules (its CSS rides in the shell). */
  exclude?: RegExp
  /** Set while the part is not in this branch yet: printed, not asserted. */
  pending?: string
}

/** A budget row per view and feature found in the build, unless named below. */
const VIEW_BUDGET = 4 * KiB
const FEATURE_BUDGET = 6 * KiB
/**
 * A shipped locale's chunk: every message and error text, measured 6.4 KiB for German and
 * French. English's (its messages only: its error texts are the core catalogue) loads with
 * the modal's chunk, all but the button's two strings.
 */
const LOCALE_BUDGET = 7.5 * KiB
/** A feature's stylesheet is in the shell's, its tab entry in Account's: those rows count them. */
const HOST_CHUNKS = /modal\/ui\/ModalRoot\/|modal\/ui\/views\/Account\//
/** Measured Nov 2026 (this branch), each with ~10–20 % room; raise one only with a reason. */
const NAMED: readonly ChunkBudget[] = [
  {
    name: 'modal shell + Connect view',
    build: 'index',
    // Connect's parts that load only when shown have rows of their own (below).
    modules:
      /modal\/ui\/ModalRoot\/|modal\/ui\/views\/Connect\/(?!SocialLogin|socialIcons|GetWallet|wellKnownWallets)/,
    // 15.6 since the visual finish: the design tokens and every view's styles live in the one
    // stylesheet, which rides in the shell (was 11.7). 16.2 with issue 36's styles.
    budgetBytes: 18 * KiB,
  },
  {
    // Loads when the embedded wallet offers socials: the seven provider marks are most of it.
    name: 'Connect part: social login',
    build: 'index',
    modules: /modal\/ui\/views\/Connect\/(SocialLogin|socialIcons)\./,
    budgetBytes: 3.5 * KiB, // 2.8
  },
  {
    // Loads only for a visitor with nothing to connect with (issue 32).
    name: 'Connect part: get a wallet',
    build: 'index',
    modules: /modal\/ui\/views\/Connect\/(GetWallet|wellKnownWallets)\./,
    budgetBytes: 1.5 * KiB, // 1.0
  },
  {
    name: 'view AllWallets',
    build: 'index',
    modules: /modal\/ui\/views\/AllWallets\//,
    budgetBytes: 14 * KiB,
  }, // 11.9, with @tanstack/react-virtual
  {
    name: 'view Account',
    build: 'index',
    modules: /modal\/ui\/views\/Account\//,
    budgetBytes: 6 * KiB,
  }, // 4.3
  {
    name: 'feature swap',
    build: 'index',
    modules: /modal\/features\/swap\/(?!swapConstants)/,
    exclude: HOST_CHUNKS,
    budgetBytes: 12 * KiB, // 7.1
  },
  {
    name: 'chain eip155',
    build: 'index',
    modules:
      /modal\/chains\/eip155\/(?!networks|eip155Network|loadEip155Adapter)|node_modules\/viem\//,
    // ENSIP-15's tables are their own chunk, loaded by the first name looked up or shown.
    exclude: /modal\/core\/validation\/ensName/,
    budgetBytes: 100 * KiB, // 95.4 with viem
  },
  {
    name: 'ENSIP-15 normalisation',
    build: 'index',
    modules: /modal\/core\/validation\/ensName|@adraffy\/ens-normalize/,
    budgetBytes: 28 * KiB, // 24.9: @adraffy/ens-normalize's tables, through viem's normalize
  },
  {
    name: 'chain solana',
    build: 'index',
    modules: /node_modules\/@solana\/|modal\/chains\/solana\/(?!networks|loadSolanaAdapter)/,
    budgetBytes: 90 * KiB, // 80.6
  },
  {
    name: 'chain bip122',
    build: 'catalogue',
    modules: /modal\/chains\/bip122\/(?!networks|loadBip122Adapter)|node_modules\/bitcoinjs-lib\//,
    budgetBytes: 64 * KiB, // 56.9
  },
  {
    name: 'chain polkadot',
    build: 'catalogue',
    modules: /modal\/chains\/polkadot\/(?!networks|loadPolkadotAdapter)|node_modules\/@polkadot\//,
    // 339.2 here, 343.6 in the bench page's build: @polkadot/api and its type registry
    // (FIELD-NOTES: about 375 with the keyring).
    // scripts/bench/polkadotBudget.test.ts asserts this same row on the bench page's build.
    budgetBytes: 380 * KiB,
  },
  {
    name: 'WalletConnect (plugin + sign client)',
    build: 'catalogue',
    modules: /modal\/connectors\/walletconnect\/|node_modules\/@walletconnect\//,
    // A family's adapter over the session (solana, bip122, polkadot) loads only with that family
    // and is counted with its chain, not here.
    exclude:
      /modal\/connectors\/walletconnect\/walletConnect(Solana|Bip122|Polkadot)|modal\/chains\/(solana|bip122|polkadot)\//,
    budgetBytes: 156 * KiB, // 142.5; the sign client (126.6) loads only on pairing
  },
  {
    name: 'request gate (approval decision and queue)',
    build: 'index',
    // 1.4 KiB (0.9 before the approval queue left start-up). Only the embedded wallet's
    // requests pass the gate: it loads with that wallet, which hands it in, or with a host's
    // own first `portico.requests.request` call.
    modules: /modal\/core\/requests\/(requestFlow|approvalQueue|rpcMethods|snapshot)\.ts/,
    budgetBytes: 1.75 * KiB,
  },
  {
    // Loads with the first connect; the modal's chunk brings it, so a wallet picked on
    // Connect is asked at once.
    name: 'connect attempts',
    build: 'index',
    modules: /modal\/core\/stores\/connectAttempts\.ts/,
    budgetBytes: 0.75 * KiB, // 0.5
  },
  {
    // Loads only when open() finds nothing that shows the instance.
    name: "open()'s nothing-mounted warning",
    build: 'index',
    modules: /modal\/core\/stores\/nothingMountedWarning\.ts/,
    budgetBytes: 0.25 * KiB, // 0.19
  },
  {
    name: 'auth connector (e-mail / social)',
    build: 'catalogue',
    modules: /modal\/connectors\/auth\//,
    // The embedded wallet's eip155 send and its Solana account ride in the chunks of viem and
    // @solana/web3.js, loaded by the first send or the first Solana use: the chains' rows.
    exclude: /node_modules\/(viem|@solana\/web3\.js)\//,
    // 8.4 KiB (33.7 with zod, whose ~25 KiB left when the frame's messages moved to the
    // package's one schema kit, issue 31 item 7): the frame's bounded waits, session expiry,
    // the per-chain account.
    budgetBytes: 10 * KiB,
  },
]

/**
 * The named row `name` (a chain, a connector, a view with its own figure).
 *
 * @example
 * ```ts
 * const { modules, budgetBytes } = namedBudget('chain polkadot')
 * ```
 */
export function namedBudget(name: string): ChunkBudget {
  const row = NAMED.find((candidate) => candidate.name === name)
  if (!row) throw new Error(`no budget row named ${name}`)
  return row
}

/**
 * Every budget row for the two builds: the named ones above, then one per other view
 * (`modal/ui/views/<Name>/`) and feature (`modal/features/<name>/`) that has lazy chunks, so a
 * new view or feature is budgeted the day it lands, and one per shipped locale.
 *
 * @example
 * ```ts
 * const rows = chunkBudgets(index.chunks)
 * ```
 */
export function chunkBudgets(indexChunks: readonly BuiltChunk[]): ChunkBudget[] {
  const rows = [...NAMED]
  const named = new Set(NAMED.map((row) => row.name))
  const lazyIds = indexChunks.filter((c) => !c.startup).flatMap((c) => c.moduleIds)
  const found = (pattern: RegExp) =>
    [...new Set(lazyIds.map((id) => pattern.exec(id)?.[1]).filter((n) => n !== undefined))].sort()
  for (const view of found(/modal\/ui\/views\/(\w+)\//)) {
    if (view === 'shared' || named.has(`view ${view}`) || view === 'Connect') continue
    const modules = new RegExp(`modal/ui/views/${view}/`)
    rows.push({ name: `view ${view}`, build: 'index', modules, budgetBytes: VIEW_BUDGET })
  }
  for (const feature of found(/modal\/features\/(\w+)\//)) {
    if (named.has(`feature ${feature}`)) continue
    const modules = new RegExp(`modal/features/${feature}/`)
    rows.push({
      name: `feature ${feature}`,
      build: 'index',
      modules,
      exclude: HOST_CHUNKS,
      budgetBytes: FEATURE_BUDGET,
    })
  }
  for (const locale of LOCALES) {
    // English but the button's strings (start-up script) loads with the modal's chunk.
    const own = locale === 'en' ? 'en/(?!button)' : `${locale}/`
    const modules = new RegExp(`modal/ui/i18n/locales/${own}`)
    rows.push({ name: `locale ${locale}`, build: 'index', modules, budgetBytes: LOCALE_BUDGET })
  }
  return rows
}

/** The lazy chunks that hold a row's modules, and their gzip bytes summed. */
export function measureRow(
  row: ChunkBudget,
  chunks: readonly BuiltChunk[],
): { gzipBytes: number; files: string[]; onStartup: string[] } {
  const { modules, exclude } = row
  const holding = chunks.filter(
    (c) =>
      c.moduleIds.some((id) => modules.test(id)) &&
      !(exclude && c.moduleIds.some((id) => exclude.test(id))),
  )
  const lazy = holding.filter((c) => !c.startup)
  return {
    gzipBytes: lazy.reduce((sum, c) => sum + c.gzipBytes, 0),
    files: lazy.map((c) => c.fileName),
    onStartup: holding.filter((c) => c.startup).map((c) => c.fileName),
  }
}
