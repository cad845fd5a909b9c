import { numberToHex } from 'viem'
import type { Eip1193Listener, Eip1193Provider } from '../injected/eip1193'
import type { WalletConnectSession } from './transport'

/** What the facade needs of the session's side of the WalletConnect adapter. */
export interface WalletConnectProviderSource {
  session(): WalletConnectSession | undefined
  /** The eip155 chain id the session is on, decimal ("1"), or undefined. */
  chainId(): string | undefined
  /** Sends one request to the phone on the session's active chain. */
  request(method: string, params: unknown): Promise<unknown>
  /** Wallet events (`accountsChanged`, `chainChanged`) as the connector reports them. */
  onWalletEvent(listener: (name: string, data: unknown) => void): () => void
}

/**
 * An EIP-1193 provider over a WalletConnect session, so that viem's `custom()`, ethers and
 * wagmi can talk to a phone wallet as to an extension: `eth_accounts` and `eth_chainId` are
 * answered from the session (the phone is not asked), everything else goes to the phone.
 *
 * @example
 * ```ts
 * const provider = createWalletConnectProvider(source)
 * await provider.request({ method: 'eth_chainId' }) // '0x1'
 * ```
 */
export function createWalletConnectProvider(source: WalletConnectProviderSource): Eip1193Provider {
  const offs = new Map<Eip1193Listener, () => void>()
  const accounts = () => {
    const caip = source.session()?.namespaces.eip155?.accounts ?? []
    return [...new Set(caip.map((account) => account.split(':')[2] ?? ''))].filter(Boolean)
  }
  return {
    async request({ method, params }) {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return accounts()
      if (method === 'eth_chainId') {
        const chainId = source.chainId()
        return chainId ? numberToHex(Number(chainId)) : undefined
      }
      return source.request(method, params ?? [])
    },
    on(event, listener) {
      const call = listener as (...args: unknown[]) => void
      const off = source.onWalletEvent((name, data) => {
        if (name === event) call(data)
      })
      offs.set(listener, off)
    },
    removeListener(_event, listener) {
      offs.get(listener)?.()
      offs.delete(listener)
    },
  }
}
