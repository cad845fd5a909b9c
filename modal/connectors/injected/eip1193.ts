/** The arguments of an EIP-1193 `request` call. */
export interface Eip1193RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** A listener for EIP-1193 provider events (`accountsChanged`, `chainChanged`, …). */
export type Eip1193Listener = (...args: never[]) => void

/**
 * The EIP-1193 provider surface Portico relies on: `request`, plus the optional event API that
 * most wallets implement (`on` / `removeListener`).
 *
 * @example
 * ```ts
 * const accounts = await provider.request({ method: 'eth_accounts' })
 * ```
 */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: Eip1193Listener): unknown
  removeListener?(event: string, listener: Eip1193Listener): unknown
}

/**
 * The EIP-1193 error shape (`ProviderRpcError`): a numeric code, a message, optional data.
 * Wallets throw these from `request`; 4001, 4100, 4200, 4900 and 4901 are EIP-1193's own codes,
 * 4902 is the "unrecognised chain" code of wallet_switchEthereumChain.
 */
export interface Eip1193RpcError {
  code: number
  message: string
  data?: unknown
}

/** True when `value` looks like an EIP-1193 provider (has a `request` function). */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}

/** True when `error` carries a numeric EIP-1193 style `code`. */
export function isEip1193RpcError(error: unknown): error is Eip1193RpcError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'number'
  )
}
