import { type Address, numberToHex } from 'viem'
import type { HDAccount } from 'viem/accounts'
import type {
  Eip1193Listener,
  Eip1193RequestArguments,
} from '../../modal/connectors/injected/eip1193'
import type { Clock } from '../../modal/core/clock/clock'
import { parseAddChainParams, parseSwitchChainParams } from './chainParams'
import { DevAccounts } from './devAccounts'
import { ProviderEvents } from './emitter'
import { walletErrors } from './providerRpcError'
import { ChainNodes, FORWARDED_METHODS, type ForwardFetch, type RpcForwarder } from './rpcForwarder'
import {
  applySettingsPatch,
  defaultSettings,
  type SimulatedChain,
  type SimulatedWalletSettings,
} from './settings'
import {
  personalSign,
  type RpcTransactionRequest,
  sendTransaction,
  signTypedDataV4,
} from './signingMethods'
import type { SimulatedProvider, SimulatedWalletActivity } from './simulatedProvider'
import { toProviderRpcError } from './toProviderRpcError'
import { WALLET_CALL_METHODS, WalletCalls } from './walletCallMethods'
import { createWalletController, type SimulatedWalletController } from './walletController'
import { answerPrompt } from './walletPrompt'

export interface SimulatedWalletOptions {
  /** The lab's id of the wallet, e.g. "alpha". */
  id: string
  name: string
  /** The EIP-6963 reverse-DNS id; absent for a legacy window.ethereum-only wallet. */
  rdns?: string
  /** Chains the wallet knows at start; reads go to their rpcUrl when it is on 127.0.0.1. */
  chains: readonly SimulatedChain[]
  /** Indexes of anvil dev accounts the wallet holds; the first is selected. */
  accountIndexes: readonly number[]
  settings?: Partial<SimulatedWalletSettings>
  /** Whether the wallet implements wallet_revokePermissions (4200 when not). Default true. */
  supportsRevoke?: boolean
  fetch?: ForwardFetch
  /** Schedules prompt delays; the lab passes its virtual clock. Default: real timers. */
  clock?: Pick<Clock, 'setTimeout'>
  accounts?: DevAccounts
}

/**
 * One simulated EIP-1193 wallet: real keys (anvil's dev accounts), real signatures, reads and
 * raw transactions forwarded to a real node on 127.0.0.1, prompts answered by its settings.
 *
 * @example
 * ```ts
 * const wallet = new SimulatedWallet({ name: 'Alpha', accountIndexes: [0],
 *   chains: [{ chainId: 31337, name: 'Anvil', rpcUrl }] })
 * await wallet.provider.request({ method: 'eth_requestAccounts' })
 * wallet.controller.update({ mode: 'reject' })
 * ```
 */
export class SimulatedWallet {
  readonly provider: SimulatedProvider
  readonly controller: SimulatedWalletController
  readonly events = new ProviderEvents()
  settings: SimulatedWalletSettings
  authorized = false
  readonly chains = new Map<number, SimulatedChain>()
  private readonly nodes: ChainNodes
  private readonly devAccounts: DevAccounts
  private readonly activityListeners = new Set<(entry: SimulatedWalletActivity) => void>()
  /** EIP-5792, EIP-7811 and ERC-7715 (walletCallMethods.ts), each behind a settings switch. */
  private readonly walletCalls = new WalletCalls()

  constructor(private readonly options: SimulatedWalletOptions) {
    if (options.accountIndexes.length === 0) throw new Error('A wallet needs at least one account')
    const first = options.chains[0]
    if (!first) throw new Error('A wallet needs at least one chain')
    for (const chain of options.chains) this.chains.set(chain.chainId, chain)
    this.devAccounts = options.accounts ?? new DevAccounts()
    this.nodes = new ChainNodes(options.fetch)
    this.settings = applySettingsPatch(
      defaultSettings(first.chainId, [...this.chains.keys()]),
      options.settings ?? {},
      options.accountIndexes.length,
    )
    const provider: SimulatedProvider = {
      isPorticoSimulated: true,
      request: (args) => this.request(args),
      on: (event: string, listener: Eip1193Listener) => {
        this.events.on(event, listener)
        return provider
      },
      removeListener: (event: string, listener: Eip1193Listener) => {
        this.events.removeListener(event, listener)
        return provider
      },
    }
    this.provider = provider
    this.controller = createWalletController(this)
  }

  get id(): string {
    return this.options.id
  }

  get name(): string {
    return this.options.name
  }

  get rdns(): string | undefined {
    return this.options.rdns
  }

  /** Every address the wallet holds, in order. */
  addresses(): Address[] {
    return this.options.accountIndexes.map((index) => this.devAccounts.get(index).address)
  }

  /** What eth_accounts answers: the selected account when the site may see it. */
  exposedAccounts(): Address[] {
    return this.authorized && !this.settings.locked ? [this.selectedAccount().address] : []
  }

  selectedAccount(): HDAccount {
    const index = this.options.accountIndexes[this.settings.accountIndex] ?? 0
    return this.devAccounts.get(index)
  }

  onActivity(listener: (entry: SimulatedWalletActivity) => void): () => void {
    this.activityListeners.add(listener)
    return () => this.activityListeners.delete(listener)
  }

  private async request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    try {
      const result = await this.dispatch(method, Array.isArray(params) ? params : [])
      this.record({ method, outcome: 'ok' })
      return result
    } catch (error) {
      const rpcError = toProviderRpcError(error)
      this.record({ method, outcome: 'error', code: rpcError.code })
      throw rpcError
    }
  }

  private record(entry: SimulatedWalletActivity): void {
    for (const listener of this.activityListeners) listener(entry)
  }

  private async dispatch(method: string, params: readonly unknown[]): Promise<unknown> {
    if (!this.settings.connected) throw walletErrors.disconnected()
    switch (method) {
      case 'eth_chainId':
        return numberToHex(this.settings.chainId)
      case 'net_version':
        return String(this.settings.chainId)
      case 'eth_accounts':
        return this.exposedAccounts()
      case 'eth_requestAccounts':
        return this.requestAccounts()
      case 'wallet_requestPermissions':
        await this.requestAccounts()
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_getPermissions':
        return this.authorized ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        // ERC-7715 revokes a permissions context; EIP-2255 revokes the site's account access.
        if (this.walletCalls.revokes(this.settings, params)) return null
        if (this.options.supportsRevoke === false) throw walletErrors.unsupportedMethod(method)
        this.controller.revoke()
        return null
      case 'wallet_switchEthereumChain':
        return this.switchChain(params)
      case 'wallet_addEthereumChain':
        return this.addChain(params)
      case 'personal_sign':
        await this.promptFor(params[1])
        return personalSign(this.selectedAccount(), params[0])
      case 'eth_signTypedData_v4':
        await this.promptFor(params[0])
        return signTypedDataV4(this.selectedAccount(), params[1])
      case 'eth_sendTransaction': {
        const tx = (params[0] ?? {}) as RpcTransactionRequest
        await this.promptFor(tx.from ?? this.exposedAccounts()[0])
        return sendTransaction(this.selectedAccount(), this.forwarder(), tx)
      }
      default:
        if (WALLET_CALL_METHODS.has(method)) {
          return this.walletCalls.handle(method, params, {
            settings: this.settings,
            account: this.selectedAccount(),
            forwarder: this.forwarder(),
            promptFor: (address) => this.promptFor(address),
          })
        }
        if (!FORWARDED_METHODS.has(method)) throw walletErrors.unsupportedMethod(method)
        return this.forwarder().call(method, params)
    }
  }

  private async requestAccounts(): Promise<Address[]> {
    if (this.exposedAccounts().length > 0) return this.exposedAccounts()
    await this.prompt()
    this.authorized = true
    this.settings = { ...this.settings, locked: false }
    this.events.emit('accountsChanged', this.exposedAccounts())
    return this.exposedAccounts()
  }

  /** Signing needs the site to be authorised for `address` (4100 otherwise), then a prompt. */
  private async promptFor(address: unknown): Promise<void> {
    const exposed = this.exposedAccounts().map((account) => account.toLowerCase())
    if (typeof address !== 'string' || !exposed.includes(address.toLowerCase())) {
      throw walletErrors.unauthorized()
    }
    await this.prompt()
  }

  private async switchChain(params: readonly unknown[]): Promise<null> {
    const { chainId, raw } = parseSwitchChainParams(params)
    if (!this.settings.knownChainIds.includes(chainId)) throw walletErrors.unrecognizedChain(raw)
    if (chainId === this.settings.chainId) return null
    await this.prompt()
    this.controller.update({ chainId })
    return null
  }

  private async addChain(params: readonly unknown[]): Promise<null> {
    const chain = parseAddChainParams(params)
    if (this.settings.knownChainIds.includes(chain.chainId)) return null
    await this.prompt()
    this.chains.set(chain.chainId, chain)
    this.controller.update({ knownChainIds: [...this.settings.knownChainIds, chain.chainId] })
    return null
  }

  private prompt(): Promise<void> {
    return answerPrompt(() => this.settings, this.options.clock)
  }

  /** The node behind the current chain; 4901 when the chain has no node on this machine. */
  private forwarder(): RpcForwarder {
    return this.nodes.forChain(this.settings.chainId, this.chains.get(this.settings.chainId))
  }
}
