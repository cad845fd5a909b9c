import type { AccountType, ChainNamespace } from '../caip/types'
import { PorticoError } from '../errors/porticoError'
import { type Features, resolveFeatures } from './features'
import type { PorticoOptions } from './options'
import { DEFAULT_PLATFORM, type Platform } from './platform'
import { lazySiweAsSiwx } from './siweLegacyLazy'
import { DEFAULT_THEME_MODE, DEFAULT_THEME_VARIABLES, type ThemeVariables } from './theme'

/** SPEC §6: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = Object.freeze({
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
})

/** Built-in wallet-name aliases (SPEC §3: an alias maps one wallet name to a shorter name). */
export const DEFAULT_CONNECTOR_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  'Trust Wallet': 'Trust',
})

/** Options with every default applied: what the stores read. */
export interface ResolvedOptions
  extends Omit<
    PorticoOptions,
    | 'features'
    | 'defaultAccountTypes'
    | 'themeVariables'
    | 'platform'
    | 'connectorAliases'
    | 'appendToPage'
    | 'enableEmbedded'
    | 'allowUnsupportedChain'
    | 'allWallets'
  > {
  features: Features
  defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>
  themeVariables: ThemeVariables
  platform: Platform
  connectorAliases: Readonly<Record<string, string>>
  appendToPage: boolean
  enableEmbedded: boolean
  allowUnsupportedChain: boolean
  allWallets: NonNullable<PorticoOptions['allWallets']>
}

/**
 * Applies the SPEC §9 defaults to the host's options and rejects contradictory ones.
 * Throws `SIWX_AND_SIWE_EXCLUSIVE` when both `siweConfig` and `siwx` are set (SPEC §5).
 *
 * @example
 * ```ts
 * const resolved = resolveOptions({ projectId: 'p', networks: [mainnet] })
 * resolved.features.swaps // true
 * resolved.themeMode // 'dark'
 * ```
 */
export function resolveOptions(options: PorticoOptions): ResolvedOptions {
  if (options.siwx && options.siweConfig) throw new PorticoError('SIWX_AND_SIWE_EXCLUSIVE')
  // A legacy siweConfig runs over the SIWX flow (its prompt is ConnectingSiwe).
  const siwx = options.siwx ?? (options.siweConfig ? lazySiweAsSiwx(options.siweConfig) : undefined)
  return {
    ...options,
    ...(siwx ? { siwx } : {}),
    features: resolveFeatures(options.features),
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...options.defaultAccountTypes },
    themeMode: options.themeMode ?? DEFAULT_THEME_MODE,
    themeVariables: { ...DEFAULT_THEME_VARIABLES, ...options.themeVariables },
    platform: options.platform ?? DEFAULT_PLATFORM,
    connectorAliases: { ...DEFAULT_CONNECTOR_ALIASES, ...options.connectorAliases },
    appendToPage: options.appendToPage ?? true,
    enableEmbedded: options.enableEmbedded ?? false,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    allWallets: options.allWallets ?? 'SHOW',
  }
}
