import { reaction } from 'mobx'
import { useCallback, useSyncExternalStore } from 'react'
import type { ChainNamespace } from '../core/caip/types'
import type { ProviderOf } from '../core/chains/providers'
import type { Portico } from '../core/createPortico'
import { usePorticoInstance } from './PorticoContext'
import { serverView } from './serverView'

/**
 * The connected wallet's own provider on `namespace` (the active namespace by default), or
 * undefined while it is not connected; re-renders when a wallet connects or disconnects. On
 * eip155 it is an EIP-1193 provider: hand it to viem's `custom()` or ethers' `BrowserProvider`.
 *
 * @example
 * ```tsx
 * function SignButton() {
 *   const provider = usePorticoProvider('eip155')
 *   if (!provider) return null
 *   const client = createWalletClient({ transport: custom(provider) })
 *   return <button onClick={() => client.signMessage({ account, message: 'hi' })}>Sign</button>
 * }
 * ```
 */
export function usePorticoProvider<N extends ChainNamespace>(
  namespace: N,
): ProviderOf<N> | undefined
export function usePorticoProvider(): unknown
export function usePorticoProvider(namespace?: ChainNamespace): unknown {
  const portico = usePorticoInstance()
  // Compared by identity: a provider is a live object, not state to copy or diff.
  const read = useCallback(() => providerOf(portico, namespace), [portico, namespace])
  const readServer = useCallback(
    () => providerOf(serverView(portico), namespace),
    [portico, namespace],
  )
  const subscribe = useCallback((onChange: () => void) => reaction(read, onChange), [read])
  return useSyncExternalStore(subscribe, read, readServer)
}

function providerOf(portico: Portico, namespace: ChainNamespace | undefined): unknown {
  const ns = namespace ?? portico.chains.activeNamespace
  return ns ? portico.getProvider(ns) : undefined
}
