import type { Portico } from './createPortico'
import { silentLogger } from './deps'
import { RequestStore } from './requests/requestStore'
import { BalanceStore } from './stores/balanceStore'
import { ConnectionStore } from './stores/connectionStore'
import { lazyNativeBalanceCache } from './stores/lazyNativeBalanceCache'
import { ModalStore } from './stores/modalStore'
import { NetworkStore } from './stores/networkStore'
import type { TokenBalancesPort } from './stores/ports'
import { RouterStore } from './stores/routerStore'

/*
 * The stores of one instance that call one another, wired to the root store. Each factory
 * reads the instance lazily inside its callbacks: the constructor calls them in order, and a
 * callback may name a store made after it (the router's `close` names the modal).
 */

/** The router: closing asks the modal; leaving ConnectingFarcaster resets the auth frame. */
export function createRouterStore(portico: Portico): RouterStore {
  return new RouterStore({
    close: () => portico.modal.close(),
    onBack: (left) => afterBack(portico, left),
  })
}

/** The approval gate of the embedded wallet's requests (SPEC §6). */
export function createRequestStore(portico: Portico): RequestStore {
  const { clock, logger } = portico.deps
  return new RequestStore({
    showApproval: () => portico.modal.open({ view: 'ApproveTransaction' }),
    leaveApproval: () => {
      if (portico.modal.isOpen && portico.router.view === 'ApproveTransaction') {
        portico.router.goBack()
      }
    },
    // After a request the balance may have moved: read it afresh, not from the 30 s cache.
    refreshNativeBalance: () => portico.balances.refreshNativeBalance({ forceUpdate: true }),
    showError: (error) => portico.snackbar.showError(error),
    reportNotAllowed: (error) => {
      portico.modal.open()
      logger.error('wallet request refused', error)
    },
    clock,
  })
}

/** The modal: opening rules (SPEC §2), closing rules (SPEC §4). */
export function createModalStore(portico: Portico): ModalStore {
  const { options } = portico
  const { chains } = portico
  return new ModalStore(portico.deps.clock, portico.router, {
    device: options.platform.device,
    embedded: options.enableEmbedded,
    appendToPage: options.appendToPage,
    activeNamespace: () => chains.activeNamespace,
    hasAdapters: () => !portico.adapters.isEmpty,
    hasAddress: () => chains.activeAddress !== undefined,
    isConnected: () => chains.isConnected(),
    focusNamespace: (namespace) => {
      if (namespace) chains.setActiveNamespace(namespace)
      else chains.clearNamespaceSwitch()
      portico.connectors.setFilterByNamespace(namespace)
    },
    signInPending: () => portico.signIn.isPending,
    rejectPendingRequests: () => {
      portico.requests.rejectAll()
      portico.connection.cancelConnecting()
    },
    onOpen: () => {
      if (!options.projectId) portico.alerts.show('PROJECT_ID_NOT_CONFIGURED')
    },
    // Said even with the default, silent logger (on a page: nothing else would tell the host).
    warn: (message) => {
      const { logger } = portico.deps
      if (logger !== silentLogger) logger.warn(message)
      else if (typeof document !== 'undefined') console.warn(message)
    },
  })
}

/** Network switching and the unsupported-network rules. */
export function createNetworkStore(portico: Portico): NetworkStore {
  return new NetworkStore({
    chains: portico.chains,
    adapters: portico.adapters,
    connectors: portico.connectors,
    alerts: portico.alerts,
    storage: portico.storage,
    ports: portico.ports,
    allowUnsupportedChain: portico.options.allowUnsupportedChain,
    showView: (view) => portico.modal.open({ view }),
  })
}

/** Connecting, disconnecting and the wallets' own events. */
export function createConnectionStore(portico: Portico): ConnectionStore {
  return new ConnectionStore({
    chains: portico.chains,
    adapters: portico.adapters,
    connectors: portico.connectors,
    storage: portico.storage,
    ports: portico.ports,
    siwx: portico.options.siwx,
    logger: portico.deps.logger,
    disconnects: portico.disconnects,
    accountCaches: {
      clear: () => {
        portico.balances.forgetReads()
        portico.services.api?.clearCaches()
      },
    },
    onChainId: (namespace, chainId) => portico.networks.handleChainId(namespace, chainId),
  })
}

/** The native balance of the active account. */
export function createBalanceStore(portico: Portico): BalanceStore {
  return new BalanceStore({
    chains: portico.chains,
    adapters: portico.adapters,
    ports: portico.ports,
    snackbar: portico.snackbar,
    logger: portico.deps.logger,
    nativeBalances: lazyNativeBalanceCache({
      clock: portico.deps.clock,
      storage: portico.deps.storage,
      storageKey: portico.storage.keyOf('nativeBalanceCache'),
      logger: portico.deps.logger,
    }),
    isUnsupportedNetwork: () => portico.networks.isUnsupportedNetwork,
    hostTokens: (caipNetworkId) => portico.options.tokens?.[caipNetworkId],
  })
}

/**
 * Token balances from the Blockchain API, when one is configured, and the host's `tokens` read
 * from the chain (merged with the API's when both), unless the host attaches another source;
 * with neither, the Tokens tab is not shown. The sources' code (and the TTL cache under it)
 * loads with the first balance read, off start-up (services/hostTokens/tokenBalanceSources.ts).
 */
export function attachApiTokenBalances(portico: Portico): void {
  const { tokens } = portico.options
  const hasTokens = tokens !== undefined && Object.keys(tokens).length > 0
  if (!hasTokens && !portico.services.supports('tokenBalances')) return
  let port: Promise<TokenBalancesPort> | undefined
  portico.ports.tokenBalances = {
    getBalance: async (params) => {
      port ??= import('./services/hostTokens/tokenBalanceSources').then((m) =>
        m.tokenBalanceSources(portico),
      )
      return (await port).getBalance(params)
    },
  }
}

/** Leaving ConnectingFarcaster without an account clears its URL and reloads the auth frame. */
function afterBack(portico: Portico, left: string): void {
  const { chains } = portico
  const namespace = chains.activeNamespace
  if (left !== 'ConnectingFarcaster' || !namespace || chains.isConnected()) return
  chains.setAccount(namespace, { farcasterUrl: undefined })
  Promise.resolve(portico.ports.auth?.reload()).catch((e) =>
    portico.deps.logger.warn('auth reload', e),
  )
}
