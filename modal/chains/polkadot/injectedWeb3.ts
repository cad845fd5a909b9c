import type { AdapterConnector } from '../../core/chains/chainAdapter'

/**
 * An account as an extension lists it (the polkadot{.js} `InjectedAccount` shape).
 *
 * @example
 * ```ts
 * const account: InjectedAccount = { address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', name: 'Alice' }
 * ```
 */
export interface InjectedAccount {
  address: string
  name?: string
  genesisHash?: string | null
  type?: string
}

/** The payload `signRaw` signs: `data` is hex; `type: 'bytes'` for messages. */
export interface SignerRaw {
  address: string
  data: string
  type: 'bytes' | 'payload'
}

/**
 * The extension's signer (what @polkadot/api's `Signer` expects, the parts Portico uses).
 *
 * @example
 * ```ts
 * const { signature } = await signer.signRaw?.({ address, data: '0x…', type: 'bytes' })
 * ```
 */
export interface InjectedSigner {
  signPayload?(payload: unknown): Promise<{ id: number; signature: string }>
  signRaw?(raw: SignerRaw): Promise<{ id: number; signature: string }>
}

/**
 * What `enable(appName)` resolves to: the accounts the visitor shared and a signer.
 *
 * @example
 * ```ts
 * const extension: InjectedExtension = await window.injectedWeb3['polkadot-js'].enable('My site')
 * const accounts = await extension.accounts.get()
 * ```
 */
export interface InjectedExtension {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe?(listener: (accounts: InjectedAccount[]) => void): (() => void) | undefined
  }
  signer: InjectedSigner
}

/**
 * One entry of `window.injectedWeb3` (polkadot{.js}, Talisman, SubWallet all expose it).
 *
 * @example
 * ```ts
 * const provider: InjectedWindowProvider = window.injectedWeb3.talisman
 * const extension = await provider.enable('My site')
 * ```
 */
export interface InjectedWindowProvider {
  enable(appName: string): Promise<InjectedExtension>
  version?: string
  /** Not standard: a display name some wallets (and the lab's) add. */
  name?: string
}

/** Display names of the extensions whose `injectedWeb3` key is not their name. */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The page's extensions that look like `injectedWeb3` entries (anything else is ignored). */
export function injectedProviders(win: object): Map<string, InjectedWindowProvider> {
  const injected: unknown = Reflect.get(win, 'injectedWeb3')
  const found = new Map<string, InjectedWindowProvider>()
  if (!isRecord(injected)) return found
  for (const [key, entry] of Object.entries(injected)) {
    if (isRecord(entry) && typeof entry.enable === 'function') {
      found.set(key, entry as unknown as InjectedWindowProvider)
    }
  }
  return found
}

/**
 * The extensions as connectors: the id is the `injectedWeb3` key, the name a known wallet's
 * name, else the entry's own `name`, else the key.
 *
 * @example
 * ```ts
 * injectedConnectors(window) // [{ id: 'talisman', name: 'Talisman', type: 'INJECTED' }]
 * ```
 */
export function injectedConnectors(win: object): AdapterConnector[] {
  return [...injectedProviders(win)].map(([key, entry]) => ({
    id: key,
    name: KNOWN_NAMES[key] ?? (typeof entry.name === 'string' && entry.name ? entry.name : key),
    type: 'INJECTED',
  }))
}

/** Checks what `enable` returned: an extension answer is outside input. */
export function isInjectedExtension(value: unknown): value is InjectedExtension {
  return (
    isRecord(value) &&
    isRecord(value.accounts) &&
    typeof value.accounts.get === 'function' &&
    isRecord(value.signer)
  )
}

/** Keeps the well-formed accounts an extension listed (strings only, no ethereum keys). */
export function validAccounts(value: unknown): InjectedAccount[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((account: unknown) => {
    if (!isRecord(account) || typeof account.address !== 'string') return []
    if (account.type === 'ethereum') return []
    const name = typeof account.name === 'string' ? account.name.slice(0, 64) : undefined
    const genesisHash = typeof account.genesisHash === 'string' ? account.genesisHash : null
    return [{ address: account.address, genesisHash, ...(name ? { name } : {}) }]
  })
}
