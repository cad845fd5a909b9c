import { walletErrors } from './providerRpcError'
import type { SimulatedChain } from './settings'

function firstParam(params: unknown): Record<string, unknown> {
  const first = Array.isArray(params) ? params[0] : undefined
  if (typeof first !== 'object' || first === null) {
    throw walletErrors.invalidParams('expected one object parameter')
  }
  return first as Record<string, unknown>
}

/** Parses an EIP-155 chain id given as a 0x-prefixed hex string, as EIP-3085/3326 require. */
export function parseHexChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw walletErrors.invalidParams('chainId must be a 0x-prefixed hex string')
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw walletErrors.invalidParams('chainId out of range')
  }
  return chainId
}

/** wallet_switchEthereumChain (EIP-3326): params [{ chainId }]. */
export function parseSwitchChainParams(params: unknown): { chainId: number; raw: string } {
  const { chainId } = firstParam(params)
  return { chainId: parseHexChainId(chainId), raw: String(chainId) }
}

/**
 * wallet_addEthereumChain (EIP-3085): params [{ chainId, chainName, nativeCurrency, rpcUrls,
 * blockExplorerUrls?, iconUrls? }]. Only what the simulated wallet keeps is returned.
 */
export function parseAddChainParams(params: unknown): SimulatedChain {
  const input = firstParam(params)
  const chainId = parseHexChainId(input.chainId)
  const { chainName, rpcUrls, nativeCurrency } = input
  if (typeof chainName !== 'string' || chainName.trim() === '') {
    throw walletErrors.invalidParams('chainName is required')
  }
  if (
    !Array.isArray(rpcUrls) ||
    rpcUrls.length === 0 ||
    !rpcUrls.every((url) => typeof url === 'string')
  ) {
    throw walletErrors.invalidParams('rpcUrls must list at least one URL')
  }
  if (nativeCurrency !== undefined) {
    const currency = nativeCurrency as { symbol?: unknown; decimals?: unknown }
    if (typeof currency.symbol !== 'string' || typeof currency.decimals !== 'number') {
      throw walletErrors.invalidParams('nativeCurrency needs symbol and decimals')
    }
  }
  return { chainId, name: chainName, rpcUrl: rpcUrls[0] as string }
}
