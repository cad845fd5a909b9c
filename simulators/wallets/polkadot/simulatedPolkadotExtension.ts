import type { Clock } from '../../../modal/core/clock/clock'
import { LAB_POLKADOT_ACCOUNTS } from '../../chains/polkadot/labPolkadotKeys'
import {
  applySolanaSettingsPatch as applyPatch,
  defaultSolanaSettings,
  type SolanaWalletSettings,
} from '../solana/solanaWalletSettings'
import { answerPrompt } from '../walletPrompt'
import type { ExtensionKeys } from './extensionKeys'

/** The extension's prompt settings: the Solana wallets' (approve/reject/fail, delay, account). */
export type PolkadotExtensionSettings = SolanaWalletSettings

/** An account as the extension lists it (the polkadot{.js} `InjectedAccount` shape). */
export interface ListedAccount {
  address: string
  name: string
  type: 'sr25519'
  genesisHash: null
}

export interface SimulatedPolkadotExtensionOptions {
  /** The `window.injectedWeb3` key. */
  key: string
  name: string
  settings?: Partial<PolkadotExtensionSettings>
  authorized?: boolean
  clock?: Pick<Clock, 'setTimeout'>
  /** Called after every change of settings or authorisation (the page remembers them). */
  onChange?: () => void
}

/**
 * A polkadot{.js}-style extension holding the lab's sr25519 accounts: `enable(appName)` asks
 * the visitor once (the lab's settings answer: approve, reject, fail, after a delay), then
 * lists the accounts (the selected one first) and signs with `signPayload` / `signRaw`, each
 * a prompt too. Its keys load on first use.
 *
 * @example
 * ```ts
 * const ext = new SimulatedPolkadotExtension({ key: 'epsilon', name: 'Epsilon Wallet' })
 * ext.install(window)
 * ext.update({ mode: 'reject' })
 * ```
 */
export class SimulatedPolkadotExtension {
  authorized: boolean
  private settings: PolkadotExtensionSettings
  private readonly listeners = new Set<(accounts: ListedAccount[]) => void>()
  private keys: Promise<ExtensionKeys> | undefined
  private nextId = 1

  constructor(private readonly options: SimulatedPolkadotExtensionOptions) {
    this.settings = applyPatch(defaultSolanaSettings(), options.settings ?? {}, this.count)
    this.authorized = options.authorized ?? false
  }

  get key(): string {
    return this.options.key
  }

  get name(): string {
    return this.options.name
  }

  /** The addresses the extension holds; `settings.accountIndex` selects the one listed first. */
  addresses(): string[] {
    return LAB_POLKADOT_ACCOUNTS.map((a) => a.address)
  }

  getSettings(): PolkadotExtensionSettings {
    return { ...this.settings }
  }

  update(patch: Partial<PolkadotExtensionSettings>): PolkadotExtensionSettings {
    const before = this.settings.accountIndex
    this.settings = applyPatch(this.settings, patch, this.count)
    if (this.authorized && before !== this.settings.accountIndex) this.emit()
    this.options.onChange?.()
    return this.getSettings()
  }

  /** The visitor removes the site in the extension: it lists no accounts any more. */
  revoke(): void {
    if (!this.authorized) return
    this.authorized = false
    this.emit()
    this.options.onChange?.()
  }

  /** Adds the extension to `win.injectedWeb3`, as extensions do on every page. */
  install(win: object): void {
    const existing: unknown = Reflect.get(win, 'injectedWeb3')
    const injected = (typeof existing === 'object' && existing) || {}
    Reflect.set(injected, this.key, {
      version: '0.62.1',
      name: this.name,
      enable: (appName: string) => this.enable(appName),
    })
    Reflect.set(win, 'injectedWeb3', injected)
  }

  /** What polkadot{.js} lists for an authorised site, the selected account first. */
  listed(): ListedAccount[] {
    if (!this.authorized) return []
    const all = LAB_POLKADOT_ACCOUNTS.map(({ address, name }) => ({
      address,
      name: `Lab ${name}`,
      type: 'sr25519' as const,
      genesisHash: null,
    }))
    const index = this.settings.accountIndex
    return [...all.slice(index), ...all.slice(0, index)]
  }

  private get count(): number {
    return LAB_POLKADOT_ACCOUNTS.length
  }

  private async enable(appName: string) {
    if (typeof appName !== 'string' || !appName) throw new Error('enable() needs the app name')
    if (!this.authorized) {
      await answerPrompt(() => this.settings, this.options.clock)
      this.authorized = true
      this.options.onChange?.()
    }
    return {
      accounts: {
        get: async () => this.listed(),
        subscribe: (listener: (accounts: ListedAccount[]) => void) => {
          this.listeners.add(listener)
          listener(this.listed())
          return () => this.listeners.delete(listener)
        },
      },
      signer: {
        signRaw: async (raw: { address: string; data: string }) =>
          this.sign(raw.address, (keys) => keys.signRaw(raw.address, raw.data)),
        signPayload: async (payload: Parameters<ExtensionKeys['signPayload']>[0]) =>
          this.sign(payload.address, (keys) => keys.signPayload(payload)),
      },
    }
  }

  private async sign(address: string, sign: (keys: ExtensionKeys) => string) {
    this.keys ??= import('./extensionKeys').then((m) => m.loadExtensionKeys())
    const keys = await this.keys
    const canonical = keys.canonical(address)
    if (!this.listed().some((a) => a.address === canonical)) {
      throw new Error(`${address} has not been authorised for this site`)
    }
    await answerPrompt(() => this.settings, this.options.clock).catch((error: unknown) => {
      // polkadot{.js} rejects a declined request with a plain "Cancelled" error.
      const declined = Reflect.get(Object(error), 'code') === 4001
      throw declined ? Object.assign(new Error('Cancelled'), { cause: error }) : error
    })
    return { id: this.nextId++, signature: sign(keys) }
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.listed())
  }
}
