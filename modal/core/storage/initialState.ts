import type { CaipNetworkId, ChainNamespace } from '../caip/types'
import { addressFields } from '../stores/chainState'
import type { ChainStore } from '../stores/chainStore'

/** The storage key (with Portico's prefix) that holds the snapshot a server reads. */
export const INITIAL_STATE_KEY = '@portico/initialState'

/**
 * One connected account, as remembered for the next server render.
 *
 * @example
 * ```ts
 * const account: InitialAccount | undefined = cookieToInitialState(cookieHeader)?.accounts[0]
 * ```
 */
export interface InitialAccount {
  namespace: ChainNamespace
  connectorId: string
  address: string
  /** The wallet's display name. */
  name?: string
}

/**
 * What a server needs to render the visitor's account before any wallet answers: the active
 * network and each connected account. Read it from the request with `cookieToInitialState` and
 * pass it as the `initialState` option on the server and in the browser alike.
 *
 * @example
 * ```ts
 * const initialState: PorticoInitialState | undefined = cookieToInitialState(request.headers.get('cookie'))
 * createPortico({ projectId, networks, initialState })
 * ```
 */
export interface PorticoInitialState {
  activeCaipNetworkId?: CaipNetworkId
  accounts: InitialAccount[]
}

export { parseInitialState } from './parseInitialState'

/**
 * The snapshot of `chains` worth remembering: the active network and the connected (or
 * reconnecting) accounts.
 *
 * @example
 * ```ts
 * JSON.stringify(snapshotInitialState(portico.chains))
 * ```
 */
export function snapshotInitialState(chains: ChainStore): PorticoInitialState {
  const accounts: InitialAccount[] = []
  for (const namespace of chains.namespaces) {
    const account = chains.account(namespace)
    const wallet = account?.connectedWalletInfo
    // A reconnecting account stays remembered until its wallet confirms or drops it.
    if (account?.status === 'disconnected' || !account?.address || !wallet) continue
    const { connectorId, name } = wallet
    accounts.push({ namespace, connectorId, address: account.address, name })
  }
  const active = chains.activeCaipNetwork?.caipNetworkId
  return { ...(active ? { activeCaipNetworkId: active } : {}), accounts }
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

/**
 * A cheap check of one account of a host-built `initialState` (`cookieToInitialState` already
 * parsed a cookie's fully): an entry with a non-text address, id or name is skipped, so it can
 * never reach a view as a React child. Its namespace must be a configured chain (checked by
 * the caller); the wallet confirms or drops the address on `init()`.
 */
function isSeedable(account: unknown): account is InitialAccount {
  if (typeof account !== 'object' || account === null) return false
  const { connectorId, address, name } = account as Partial<Record<keyof InitialAccount, unknown>>
  return (
    isText(connectorId, 200) &&
    isText(address, 128) &&
    (name === undefined || (typeof name === 'string' && name.length <= 100))
  )
}

/**
 * Seeds `chains` with a server-read snapshot: the active network and, for each account on a
 * configured namespace, the address with status `connecting` (reconnecting), so the first
 * render, on the server and in the browser, shows the account. `init()` then asks the wallet
 * and confirms or drops it. Malformed entries (a host that built the state by hand) are skipped.
 * Returns the namespaces it seeded.
 *
 * @example
 * ```ts
 * applyInitialState(portico.chains, cookieToInitialState(request.headers.get('cookie')))
 * ```
 */
export function applyInitialState(
  chains: ChainStore,
  state: PorticoInitialState | undefined,
): ChainNamespace[] {
  if (!state) return []
  const active = state.activeCaipNetworkId
  const network = typeof active === 'string' ? chains.findNetwork(active) : undefined
  if (network) chains.setActiveCaipNetwork(network)
  const seeded: ChainNamespace[] = []
  for (const account of Array.isArray(state.accounts) ? state.accounts : []) {
    if (!isSeedable(account)) continue
    const { namespace, connectorId, address, name } = account
    const chain = chains.chains.get(namespace)
    const on = chain?.network.caipNetwork ?? chain?.network.requestedCaipNetworks[0]
    if (!on || seeded.includes(namespace)) continue
    chains.setAccount(namespace, {
      ...addressFields(namespace, address, on),
      connectedWalletInfo: { name: name ?? connectorId, connectorId },
      status: 'connecting',
    })
    seeded.push(namespace)
  }
  if (network) chains.setActiveCaipNetwork(network)
  chains.clearNamespaceSwitch()
  return seeded
}
