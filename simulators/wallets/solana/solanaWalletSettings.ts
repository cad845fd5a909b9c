import { ProviderRpcError } from '../providerRpcError'
import { SIMULATED_WALLET_MODES, type SimulatedWalletSettings } from '../settings'

/**
 * The control surface of a simulated Solana wallet: the EVM wallets' prompt settings (approve,
 * reject, fail, delay, account) without their chain fields, which the Wallet Standard has no
 * use for.
 */
export type SolanaWalletSettings = Pick<
  SimulatedWalletSettings,
  'mode' | 'failCode' | 'failMessage' | 'delayMs' | 'accountIndex'
>

export function defaultSolanaSettings(): SolanaWalletSettings {
  return {
    mode: 'approve',
    failCode: -32603,
    failMessage: 'Internal error',
    delayMs: 0,
    accountIndex: 0,
  }
}

const isNonNegativeInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/**
 * Checks a settings patch and returns the settings it leads to; a bad field throws a -32602
 * ProviderRpcError naming it, so bad scenario data fails loudly.
 *
 * @example
 * ```ts
 * applySolanaSettingsPatch(defaultSolanaSettings(), { mode: 'reject' }, 2).mode // 'reject'
 * ```
 */
export function applySolanaSettingsPatch(
  current: SolanaWalletSettings,
  patch: Partial<SolanaWalletSettings>,
  accountCount: number,
): SolanaWalletSettings {
  const next = { ...current, ...patch }
  const bad = (field: string) => new ProviderRpcError(-32602, `Invalid setting: ${field}`)
  if (!SIMULATED_WALLET_MODES.includes(next.mode)) throw bad('mode')
  if (!Number.isInteger(next.failCode)) throw bad('failCode')
  if (typeof next.failMessage !== 'string') throw bad('failMessage')
  if (!isNonNegativeInteger(next.delayMs)) throw bad('delayMs')
  if (!isNonNegativeInteger(next.accountIndex) || next.accountIndex >= accountCount) {
    throw bad('accountIndex')
  }
  return next
}
