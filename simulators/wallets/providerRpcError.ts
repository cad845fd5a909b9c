/**
 * An EIP-1193 `ProviderRpcError`: what a simulated wallet throws from `request`, so that the
 * modal meets the same numeric codes a real wallet sends.
 *
 * @example
 * ```ts
 * throw new ProviderRpcError(4001, 'User rejected the request.')
 * ```
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** The errors a simulated wallet raises, with EIP-1193 / EIP-3326 / JSON-RPC codes. */
export const walletErrors = {
  userRejected: () => new ProviderRpcError(4001, 'User rejected the request.'),
  unauthorized: (detail = 'The requested account has not been authorized by the user.') =>
    new ProviderRpcError(4100, detail),
  unsupportedMethod: (method: string) =>
    new ProviderRpcError(4200, `The wallet does not support the method "${method}".`),
  disconnected: () => new ProviderRpcError(4900, 'The wallet is disconnected from all chains.'),
  chainDisconnected: (chainId: number) =>
    new ProviderRpcError(4901, `The wallet is not connected to chain ${chainId}.`),
  unrecognizedChain: (chainId: string) =>
    new ProviderRpcError(
      4902,
      `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
    ),
  invalidParams: (detail: string) => new ProviderRpcError(-32602, `Invalid params: ${detail}`),
}
