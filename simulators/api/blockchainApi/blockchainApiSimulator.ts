/**
 * The stubbed Blockchain API of the lab (SPEC §7), on 127.0.0.1 and a free port, backed by a
 * real anvil wherever anvil knows the answer.
 *
 * Every GET except images and the checkout page demands the query parameters `projectId`,
 * `st` and `sv` (400 otherwise); the posts demand what AppKit 1.8's client sends on them:
 * nothing (prices, build-transaction, name registration) or `projectId` (onramp, revoke). Every answer carries CORS headers; OPTIONS preflights get 204.
 * Fault keys are `METHOD /route` as listed here (e.g. `GET /v1/account/:address/balance`).
 *
 * | Route | Answer |
 * |---|---|
 * | GET /v1/supported-chains | `{ http, ws }` CAIP ids, lab chain first |
 * | GET /v1/account/:address/balance?chainId&currency | `{ balances }` from anvil |
 * | GET /v1/account/:account/history?chainId&cursor&onramp | `{ data, next }` indexed from anvil |
 * | GET /v1/identity/:address | `{ name, avatar }` |
 * | GET /v1/profile/account/:name, /v1/profile/reverse/:address | name profiles |
 * | GET /v1/profile/suggestions/:name?zone | `{ suggestions: [{ name, registered }] }` |
 * | POST /v1/profile/account | verifies a personal_sign signature, registers the name |
 * | POST /v1/fungible/price | `{ fungibles }` from the fixed price table |
 * | GET /v1/convert/tokens, quotes, allowance, gas-price, build-approve | see convertRoutes.ts |
 * | POST /v1/convert/build-transaction | `{ tx }` (a swap on the lab AMM) |
 * | GET /v1/onramp/options; POST /v1/onramp/quote, /v1/generators/onrampurl | onrampRoutes.ts |
 * | GET /v1/sessions/:address; POST /v1/sessions/:address/revoke | smart sessions |
 * | GET /v1/siwx/nonce; POST /v1/siwx/sessions; GET /v1/siwx/sessions/:token | sign-in (siwxRoutes.ts; command `answerNextSiwxNonce`) |
 * | GET /getAnalyticsConfig; POST /e | analytics config and sink |
 * | GET /v1/token-image/:symbol, /v1/avatar/:name, /onramp/checkout | open (no params) |
 * | POST /v1?chainId&projectId, POST /rpc/fallback?chainId | node JSON-RPC (gatewayRoutes.ts) |
 * | POST /onramp/checkout/complete, /onramp/checkout/decline | the lab checkout (onrampCheckout.ts) |
 */

import type { Address } from 'viem'
import type { SolanaLedger } from '../../chains/solana/solanaLedger'
import { devAccount, type LabTokenSymbol, labTokenAddresses } from '../../contracts/labTokens'
import type { FaultsOptions } from '../../faults'
import { type AnalyticsState, analyticsRoutes } from '../analyticsRoutes'
import { createHttpSimulator, type HttpSimulator } from '../http/httpSimulator'
import { balanceRoutes } from './balanceRoutes'
import { blockchainApiCommands } from './blockchainApiCommands'
import { catalogRoutes } from './catalogRoutes'
import { convertRoutes } from './convertRoutes'
import { explorerRoutes } from './explorerRoutes'
import { gatewayCommands } from './gatewayCommands'
import { gatewayRoutes } from './gatewayRoutes'
import { createHistoryIndex } from './historyIndex'
import { historyRoutes } from './historyRoutes'
import { createLabContext } from './labContext'
import { createNameRegistry } from './nameRegistry'
import { createOnrampCheckoutState, onrampCheckoutRoutes } from './onrampCheckout'
import { onrampRoutes } from './onrampRoutes'
import { profileRoutes } from './profileRoutes'
import { type SmartSessionRecord, type SmartSessionStore, sessionRoutes } from './sessionRoutes'
import { createSiwxServerState, siwxCommands, siwxRoutes } from './siwxRoutes'

/** The query parameters every Blockchain API call must carry (SPEC §7). */
export const REQUIRED_QUERY = ['projectId', 'st', 'sv'] as const

/** A name the registry holds from the start. */
export interface SeedName {
  name: string
  address: Address
  /** Give the name a generated avatar served by this simulator. Default true. */
  avatar?: boolean
}

export interface BlockchainApiSimulatorOptions {
  /** anvil's JSON-RPC URL; a function is read per request (anvil may move on restart). */
  rpcUrl: string | (() => string)
  /** The lab chain's id. Default 31337. */
  chainId?: number
  /** Token addresses; default those deployTokens gives on a fresh chain. */
  tokens?: Record<LabTokenSymbol, Address>
  /** A fixed port; default a free one. */
  port?: number
  /** History items per page. Default 20. */
  historyPageSize?: number
  /** Names registered at start. Default: `alice.portico.id` for dev account 0. */
  names?: SeedName[]
  /** Wall time for registrations and analytics records. Default `Date.now`. */
  now?: () => number
  /** Fault latency timer (tests). */
  faults?: FaultsOptions
  /** The lab's Solana chain, read per request (balances of Solana accounts). */
  solana?: () => SolanaLedger | undefined
  /**
   * More chains the stub reads besides the lab chain (e.g. Base on a second anvil, where the
   * lab AMM swaps): balances, prices and the convert routes answer for each.
   */
  chains?: readonly { chainId: number; rpcUrl: string | (() => string) }[]
}

/**
 * @example
 * ```ts
 * const api = createBlockchainApiSimulator({ rpcUrl: anvil.rpcUrl })
 * await api.start()
 * await fetch(`${api.url}/v1/supported-chains?projectId=p&st=portico&sv=0.1.0`)
 * await api.command('setFault', { key: 'GET /v1/account/:address/balance', status: 500 })
 * await api.stop()
 * ```
 */
export function createBlockchainApiSimulator(
  options: BlockchainApiSimulatorOptions,
): HttpSimulator {
  const now = options.now ?? Date.now
  const chainId = options.chainId ?? 31337
  let baseUrl: () => string = () => ''
  const ctx = createLabContext({
    rpcUrl: options.rpcUrl,
    chainId,
    tokens: options.tokens ?? labTokenAddresses(),
    baseUrl: () => baseUrl(),
    now,
  })
  const contexts = [
    ctx,
    ...(options.chains ?? []).map((chain) =>
      createLabContext({
        rpcUrl: chain.rpcUrl,
        chainId: chain.chainId,
        tokens: options.tokens ?? labTokenAddresses(),
        baseUrl: () => baseUrl(),
        now,
      }),
    ),
  ]
  const names = createNameRegistry(now)
  const history = createHistoryIndex(ctx.client)
  const sessions: SmartSessionStore = new Map<string, SmartSessionRecord[]>()
  const analytics: AnalyticsState = { enabled: true, events: [] }
  const siwx = createSiwxServerState()
  const checkout = createOnrampCheckoutState()
  const refusedProjectIds = new Set<string>()
  const seeds = options.names ?? [{ name: 'alice.portico.id', address: devAccount(0).address }]
  const seedNames = () => {
    for (const seed of seeds) {
      const avatar = `${baseUrl()}/v1/avatar/${encodeURIComponent(seed.name)}`
      const attributes: Record<string, string> = seed.avatar === false ? {} : { avatar }
      if (!names.byName(seed.name)) names.register({ ...seed, attributes })
    }
  }
  const commands = blockchainApiCommands({
    analytics,
    names,
    sessions,
    checkout,
    siwx,
    refusedProjectIds,
    seedNames,
  })

  return createHttpSimulator({
    name: 'blockchain-api',
    requiredQuery: REQUIRED_QUERY,
    ...(options.port === undefined ? {} : { port: options.port }),
    ...(options.faults ? { faults: options.faults } : {}),
    routes: (url) => {
      baseUrl = url
      return [
        ...catalogRoutes(ctx, contexts),
        ...balanceRoutes(contexts, options.solana),
        ...historyRoutes(
          ctx,
          history,
          options.historyPageSize ?? 20,
          options.solana,
          checkout.purchases,
        ),
        ...profileRoutes(names, contexts),
        ...convertRoutes(contexts),
        ...onrampRoutes(ctx),
        ...onrampCheckoutRoutes(ctx, checkout, options.solana),
        ...sessionRoutes(sessions),
        ...siwxRoutes(ctx, siwx),
        ...analyticsRoutes(analytics, now),
        ...gatewayRoutes(contexts, refusedProjectIds),
        ...explorerRoutes(contexts),
      ]
    },
    afterStart: seedNames,
    commands: gatewayCommands(refusedProjectIds, siwxCommands(siwx, commands)),
    info: () => ({ chainId, caipChainId: ctx.caipChainId }),
  })
}
