import type { AdapterConnector } from '../../core/chains/chainAdapter'
import { type Eip1193Provider, isEip1193Provider } from '../injected/eip1193'
import {
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
} from './eip6963'
import { sanitizeIconUrl } from './sanitizeIconUrl'

/** Names longer than this are cut: the name is untrusted text shown in a narrow list. */
const MAX_NAME_LENGTH = 64
const RDNS_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i

/** A wallet that announced itself, with the connector the modal shows for it. */
export interface AnnouncedWallet {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
  /** id and rdns are the wallet's rdns; imageUrl is the icon when it passed sanitizeIconUrl. */
  connector: AdapterConnector & { type: 'ANNOUNCED'; rdns: string }
}

/** Reads an announcement's detail; undefined when it is not a well-formed EIP-6963 detail. */
function readDetail(event: Event): Eip6963ProviderDetail | undefined {
  const detail = (event as Partial<CustomEvent>).detail as
    | Partial<Eip6963ProviderDetail>
    | undefined
  const info = detail?.info as Partial<Eip6963ProviderInfo> | undefined
  if (!info || !isEip1193Provider(detail?.provider)) return undefined
  const { uuid, name, icon, rdns } = info
  if (typeof uuid !== 'string' || typeof name !== 'string' || typeof icon !== 'string')
    return undefined
  if (typeof rdns !== 'string' || !RDNS_PATTERN.test(rdns) || name.trim() === '') return undefined
  return { info: { uuid, name, icon, rdns }, provider: detail.provider }
}

function toAnnouncedWallet({ info, provider }: Eip6963ProviderDetail): AnnouncedWallet {
  const imageUrl = sanitizeIconUrl(info.icon)
  return {
    info,
    provider,
    connector: {
      id: info.rdns,
      name: info.name.trim().slice(0, MAX_NAME_LENGTH),
      type: 'ANNOUNCED',
      rdns: info.rdns,
      ...(imageUrl ? { imageUrl } : {}),
    },
  }
}

/**
 * Discovers wallets over EIP-6963 on a window (or any EventTarget standing in for one):
 * listens for `eip6963:announceProvider`, asks with `eip6963:requestProvider`, and keeps one
 * entry per rdns. The first announcement of an rdns wins, so a later impostor cannot swap the
 * provider behind a wallet the visitor already sees. Nothing happens before `start()`.
 *
 * @example
 * ```ts
 * const discovery = new Eip6963Discovery(window)
 * discovery.subscribe((wallets) => console.log(wallets.map((w) => w.connector.name)))
 * discovery.start()
 * ```
 */
export class Eip6963Discovery {
  private readonly byRdns = new Map<string, AnnouncedWallet>()
  private readonly listeners = new Set<(wallets: readonly AnnouncedWallet[]) => void>()
  private snapshot: readonly AnnouncedWallet[] = Object.freeze([])
  private started = false

  constructor(private readonly target: EventTarget) {}

  /** Starts listening and asks the wallets already on the page to announce themselves. */
  start(): void {
    if (this.started) return
    this.started = true
    this.target.addEventListener(EIP6963_ANNOUNCE_EVENT, this.onAnnounce)
    this.target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT))
  }

  stop(): void {
    if (!this.started) return
    this.started = false
    this.target.removeEventListener(EIP6963_ANNOUNCE_EVENT, this.onAnnounce)
  }

  /** The announced wallets in order of first announcement (a new frozen array per change). */
  get wallets(): readonly AnnouncedWallet[] {
    return this.snapshot
  }

  connectors(): AnnouncedWallet['connector'][] {
    return this.snapshot.map((wallet) => wallet.connector)
  }

  providerFor(rdns: string): Eip1193Provider | undefined {
    return this.byRdns.get(rdns)?.provider
  }

  /** Called with the new list after each new wallet; returns the unsubscribe function. */
  subscribe(listener: (wallets: readonly AnnouncedWallet[]) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private readonly onAnnounce = (event: Event): void => {
    const detail = readDetail(event)
    if (!detail || this.byRdns.has(detail.info.rdns)) return
    this.byRdns.set(detail.info.rdns, toAnnouncedWallet(detail))
    this.snapshot = Object.freeze([...this.byRdns.values()])
    for (const listener of this.listeners) listener(this.snapshot)
  }
}
