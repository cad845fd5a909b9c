/**
 * The lab's stub of the wallet-provider public API (SPEC §7 "listing of wallets"), on 127.0.0.1
 * and a free port. It serves exactly what modal/core/services/walletListing/client.ts calls, on
 * the hosted service's own paths (those AppKit 1.8's client calls), and nothing else:
 *
 * | Route | Answer |
 * |---|---|
 * | GET /getWallets?projectId&st&sv&page&entries[&search][&include][&exclude][&chains][&badge_type] | `{ data, count }` |
 * | GET /getWalletImage/:imageId | SVG, the wallet's initials (open) |
 * | GET /public/getAssetImage/:imageId, /public/getCurrencyImage/:code, /public/getTokenImage/:symbol | SVG (open) |
 * | GET /lab/wallet/:slug | the small page homepage and store links point to (open) |
 * | GET /getAnalyticsConfig | `{ isAnalyticsEnabled }` (command `setAnalyticsEnabled`) |
 *
 * /getWallets and /getAnalyticsConfig demand `projectId`, `st` and `sv` (400 otherwise); images are "open" so that a
 * plain `<img>` works too. `page` is 1-based (default 1), `entries` default 40 (max 500);
 * `include`, `exclude` and `chains` are comma-joined lists. Answers carry CORS headers; fault
 * keys are `METHOD /route` as above, e.g. `GET /getWallets`.
 *
 * The catalogue holds the lab wallets first (rdns io.portico.lab.alpha, .beta, .gamma, the
 * legacy injected wallet without rdns, and the WalletConnect mobile wallet), then `count`
 * generated wallets (default 2000), all deterministic.
 */
import type { FaultsOptions } from '../../faults'
import { analyticsConfigRoute } from '../analyticsRoutes'
import { createHttpSimulator, type HttpSimulator } from '../http/httpSimulator'
import { HttpError, json, type Route, type StubRequest } from '../http/router'
import { escapeXml, svgBadge } from '../svgBadge'
import { queryWallets, type WalletQuery } from './queryWallets'
import { generateWalletCatalog, type ListedWallet } from './walletCatalog'

export interface WalletListingSimulatorOptions {
  /** Generated wallets after the lab ones. Default 2000. */
  count?: number
  /** Generator seed. Default 'portico-lab'. */
  seed?: string
  port?: number
  faults?: FaultsOptions
}

const MAX_ENTRIES = 500

/**
 * @example
 * ```ts
 * const listing = createWalletListingSimulator()
 * await listing.start()
 * await fetch(`${listing.url}/getWallets?projectId=p&st=portico&sv=0.1.0&page=1&entries=40`)
 * await listing.stop()
 * ```
 */
export function createWalletListingSimulator(
  options: WalletListingSimulatorOptions = {},
): HttpSimulator {
  const analytics = { enabled: true }
  let cached: { base: string; wallets: ListedWallet[] } | undefined
  let baseUrl: () => string = () => ''
  // Built on first use: links point at this server, whose port is known only once it listens.
  const catalogue = () => {
    const base = baseUrl()
    if (cached?.base !== base) {
      const wallets = generateWalletCatalog({
        linkBase: base,
        ...(options.count === undefined ? {} : { count: options.count }),
        ...(options.seed === undefined ? {} : { seed: options.seed }),
      })
      cached = { base, wallets }
    }
    return cached.wallets
  }
  const svg = (seed: string, label: string) => ({
    text: svgBadge(seed, label),
    contentType: 'image/svg+xml',
  })
  const image = (path: string): Route => ({
    method: 'GET',
    pattern: `${path}/:id`,
    open: true,
    handler: ({ params }) => svg(`${path}:${params.id}`, params.id ?? '?'),
  })

  return createHttpSimulator({
    name: 'wallet-api',
    requiredQuery: ['projectId', 'st', 'sv'],
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.faults ? { faults: options.faults } : {}),
    routes: (url) => {
      baseUrl = url
      return [
        {
          method: 'GET',
          pattern: '/getWallets',
          handler: (request) => json(queryWallets(catalogue(), parseWalletQuery(request))),
        },
        {
          method: 'GET',
          pattern: '/getWalletImage/:id',
          open: true,
          handler: ({ params }) => {
            const wallet = catalogue().find((w) => w.image_id === params.id)
            return svg(`wallet-image:${params.id}`, wallet?.name ?? params.id ?? '?')
          },
        },
        image('/public/getAssetImage'),
        image('/public/getCurrencyImage'),
        image('/public/getTokenImage'),
        analyticsConfigRoute(analytics),
        {
          method: 'GET',
          pattern: '/lab/wallet/:slug',
          open: true,
          handler: ({ params, query }) => ({
            contentType: 'text/html; charset=utf-8',
            text: `<!doctype html><title>${escapeXml(params.slug ?? '')}</title><h1>${escapeXml(params.slug ?? '')}</h1><p>${escapeXml(query.get('store') ?? 'homepage')} (lab stand-in)</p>`,
          }),
        },
      ]
    },
    commands: async (command, params) => {
      if (command === 'walletCount') return { result: catalogue().length }
      if (command === 'setAnalyticsEnabled') {
        analytics.enabled = (params as { enabled?: unknown } | undefined)?.enabled !== false
        return { result: analytics.enabled }
      }
      if (command === 'labWallets') {
        return { result: catalogue().filter((w) => w.name.startsWith('Lab ')) }
      }
      return undefined
    },
    info: () => ({ wallets: cached?.wallets.length ?? 0 }),
  })
}

function parseWalletQuery({ query }: StubRequest): WalletQuery {
  const int = (name: string, fallback: number, max: number) => {
    const raw = query.get(name)
    if (raw === null || raw === '') return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 1 || value > max) {
      throw new HttpError(400, `${name} must be an integer from 1 to ${max}`)
    }
    return value
  }
  const list = (name: string) =>
    query
      .get(name)
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  const parsed: WalletQuery = {
    page: int('page', 1, Number.MAX_SAFE_INTEGER),
    entries: int('entries', 40, MAX_ENTRIES),
  }
  const search = query.get('search')
  if (search) parsed.search = search
  for (const name of ['include', 'exclude', 'chains'] as const) {
    const values = list(name)
    if (values?.length) parsed[name] = values
  }
  const badge = query.get('badge_type')
  if (badge) parsed.badge_type = badge
  return parsed
}
