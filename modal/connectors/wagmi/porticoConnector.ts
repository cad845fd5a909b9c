import { ChainNotConfiguredError, type CreateConnectorFn, createConnector } from '@wagmi/core'
import { getAddress } from 'viem'
import type { Portico } from '../../core/createPortico'
import type { Eip1193Provider } from '../injected/eip1193'
import { announcedRdns } from './announcedRdns'
import { readEip155, waitForEip155Connection, watchEip155 } from './porticoEip155State'

/**
 * Options of {@link porticoConnector}.
 *
 * @example
 * ```ts
 * porticoConnector(portico, { id: 'portico', name: 'Connect with Portico' })
 * ```
 */
export interface PorticoConnectorOptions {
  /** The connector's id in wagmi; default `portico`. */
  id?: string
  /** The name wagmi shows; default `Portico`. */
  name?: string
  /** Where EIP-6963 wallets announce themselves; default the page's `window`. */
  window?: EventTarget
}

/**
 * A wagmi connector over a Portico instance, made with wagmi's `createConnector`: wagmi's
 * `connect` opens Portico, and a connection the visitor makes in Portico (or Portico restores)
 * becomes wagmi's, so `useAccount`, `useSignMessage`, `useSendTransaction` and `useSwitchChain`
 * follow Portico. Nothing is mirrored: accounts, chain and provider are read from Portico each
 * time. Supports wagmi 3 (and @wagmi/core 2, whose connector shape is the same).
 *
 * @example
 * ```ts
 * import { createConfig, http } from 'wagmi'
 * import { porticoConnector } from 'portico/wagmi'
 *
 * const config = createConfig({
 *   chains: [mainnet],
 *   connectors: [porticoConnector(portico)],
 *   transports: { [mainnet.id]: http() },
 * })
 * ```
 */
export function porticoConnector(
  portico: Portico,
  options: PorticoConnectorOptions = {},
): CreateConnectorFn<Eip1193Provider | undefined> {
  return createConnector<Eip1193Provider | undefined>((config) => {
    const chainIdOr = (fallback: number) => readEip155(portico).chainId ?? fallback
    const switchTo = async (chainId: number) => {
      const chain = config.chains.find((c) => c.id === chainId)
      const network = portico.chains.findNetwork(`eip155:${chainId}`)
      if (!chain || !network) throw new ChainNotConfiguredError()
      await portico.networks.switchNetwork(network)
      return chain
    }
    return {
      id: options.id ?? 'portico',
      name: options.name ?? 'Portico',
      type: 'portico',
      // Every EIP-6963 wallet on the page is Portico's to connect: wagmi's own discovery
      // (createConfig's default) adds no connector for an rdns a connector claims, so no
      // second connection follows the extension's accountsChanged behind Portico's back.
      rdns: announcedRdns(options.window ?? (globalThis as { window?: EventTarget }).window),
      async setup() {
        watchEip155(portico, (now, before) => {
          if (now.connected && !before.connected) {
            config.emitter.emit('connect', {
              accounts: now.accounts,
              chainId: chainIdOr(config.chains[0].id),
            })
          } else if (!now.connected && before.connected) {
            config.emitter.emit('disconnect')
          } else if (now.connected) {
            config.emitter.emit('change', { accounts: now.accounts, chainId: now.chainId })
          }
        })
      },
      async connect(parameters = {}) {
        if (!readEip155(portico).connected) {
          await portico.init()
          if (parameters.isReconnecting && !readEip155(portico).connected) {
            throw new Error('Portico has no connection to restore')
          }
        }
        if (!readEip155(portico).connected) {
          portico.open({ namespace: 'eip155' })
          await waitForEip155Connection(portico)
        }
        if (parameters.chainId && parameters.chainId !== readEip155(portico).chainId) {
          await switchTo(parameters.chainId)
        }
        const { accounts, chainId } = readEip155(portico)
        // wagmi's `withCapabilities` shape is asked for by its own connect action only.
        const withCapabilities = parameters.withCapabilities === true
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: chainId ?? config.chains[0].id,
        }
      },
      async disconnect() {
        await portico.connection.disconnect('eip155')
      },
      async getAccounts() {
        return readEip155(portico).accounts
      },
      async getChainId() {
        return chainIdOr(config.chains[0].id)
      },
      async getProvider() {
        // Restored first: wagmi's reconnect skips a connector without a provider, then connects
        // the extension wagmi discovered itself (EIP-6963, on by default) behind Portico's back;
        // with Portico's provider (the extension's own) listed first, it skips that one instead.
        if (!readEip155(portico).connected) await portico.init()
        return portico.getProvider('eip155')
      },
      async isAuthorized() {
        await portico.init()
        return readEip155(portico).connected
      },
      switchChain: ({ chainId }) => switchTo(chainId),
      onAccountsChanged(accounts) {
        config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
