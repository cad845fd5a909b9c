/**
 * A wallet's refusal of a request sent over WalletConnect, thrown as-is in the EIP-1193 shape
 * (numeric `code`, `message`, optional `data`), as the ChainAdapter port asks; the core maps the
 * code (4001 user rejected, 4902 unknown chain, 5000, -32603, …).
 *
 * @example
 * ```ts
 * try { await wc.request({ method: 'personal_sign', params }) }
 * catch (error) { if (error instanceof WalletConnectRpcError && error.code === 4001) … }
 * ```
 */
export class WalletConnectRpcError extends Error {
  override readonly name = 'WalletConnectRpcError'

  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }

  /** Wraps the `{ code, message }` object the library rejects with; other errors pass through. */
  static from(error: unknown): unknown {
    if (error instanceof WalletConnectRpcError) return error
    const { code, message, data } = (error ?? {}) as {
      code?: unknown
      message?: unknown
      data?: unknown
    }
    if (typeof code !== 'number') return error
    return new WalletConnectRpcError(
      code,
      typeof message === 'string' ? message : 'Wallet error',
      data,
    )
  }
}
