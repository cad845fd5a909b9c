import { ProviderRpcError } from './providerRpcError'

/**
 * Turns whatever a handler threw into a ProviderRpcError. viem wraps node errors several
 * levels deep, so the first numeric `code` on the cause chain is kept; otherwise -32603.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const { code, message, shortMessage, cause } = current as {
      code?: unknown
      message?: unknown
      shortMessage?: unknown
      cause?: unknown
    }
    if (typeof code === 'number') {
      const text = typeof shortMessage === 'string' ? shortMessage : String(message ?? '')
      return new ProviderRpcError(code, text)
    }
    current = cause
  }
  const message = error instanceof Error ? error.message : String(error)
  return new ProviderRpcError(-32603, message)
}
