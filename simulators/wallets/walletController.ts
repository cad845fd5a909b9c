import { type Address, numberToHex } from 'viem'
import { ProviderRpcError } from './providerRpcError'
import { applySettingsPatch, type SimulatedChain, type SimulatedWalletSettings } from './settings'
import type { SimulatedProvider, SimulatedWalletActivity } from './simulatedProvider'
import type { SimulatedWallet } from './simulatedWallet'

/** A snapshot of a simulated wallet for the lab UI: plain values only. */
export interface SimulatedWalletState {
  settings: SimulatedWalletSettings
  /** Whether the site is authorised to see the wallet's accounts. */
  authorized: boolean
  /** Every address the wallet holds; `settings.accountIndex` selects one. */
  addresses: Address[]
  /** What eth_accounts answers right now. */
  exposedAccounts: Address[]
  chains: SimulatedChain[]
}

/**
 * The control surface of one simulated wallet, for the lab and the scenarios. Changing a
 * setting emits the EIP-1193 event a real wallet would (chainChanged, accountsChanged,
 * connect, disconnect).
 */
export interface SimulatedWalletController {
  readonly id: string
  readonly name: string
  /** The EIP-6963 rdns; undefined for the legacy window.ethereum wallet. */
  readonly rdns: string | undefined
  readonly provider: SimulatedProvider
  /** A copy of the current settings. */
  getSettings(): SimulatedWalletSettings
  /** Applies a patch (validated: a bad value throws) and returns the new settings. */
  update(patch: Partial<SimulatedWalletSettings>): SimulatedWalletSettings
  getState(): SimulatedWalletState
  /** The visitor removes the site's permission in the wallet: accountsChanged([]). */
  revoke(): void
  /** Teaches the wallet a chain (as if the visitor added it by hand), without events. */
  addChain(chain: SimulatedChain): void
  /** Called after every request the wallet answers; returns the unsubscribe function. */
  onActivity(listener: (entry: SimulatedWalletActivity) => void): () => void
}

function sameAccounts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}

/** Builds the controller of `wallet`; see {@link SimulatedWalletController}. */
export function createWalletController(wallet: SimulatedWallet): SimulatedWalletController {
  const copy = (settings: SimulatedWalletSettings) => ({
    ...settings,
    knownChainIds: [...settings.knownChainIds],
  })
  const controller: SimulatedWalletController = {
    id: wallet.id,
    name: wallet.name,
    rdns: wallet.rdns,
    provider: wallet.provider,
    getSettings: () => copy(wallet.settings),
    update(patch) {
      const before = wallet.settings
      const accountsBefore = wallet.exposedAccounts()
      const next = applySettingsPatch(before, patch, wallet.addresses().length)
      for (const chainId of next.knownChainIds) {
        if (!wallet.chains.has(chainId))
          wallet.chains.set(chainId, { chainId, name: `Chain ${chainId}` })
      }
      wallet.settings = next
      const { events } = wallet
      if (before.connected && !next.connected) {
        events.emit('disconnect', new ProviderRpcError(4900, 'The wallet is disconnected.'))
      }
      if (!before.connected && next.connected) {
        events.emit('connect', { chainId: numberToHex(next.chainId) })
      }
      if (before.chainId !== next.chainId && next.connected) {
        events.emit('chainChanged', numberToHex(next.chainId))
      }
      const accountsAfter = wallet.exposedAccounts()
      if (!sameAccounts(accountsBefore, accountsAfter) && next.connected) {
        events.emit('accountsChanged', accountsAfter)
      }
      return copy(next)
    },
    getState: () => ({
      settings: copy(wallet.settings),
      authorized: wallet.authorized,
      addresses: wallet.addresses(),
      exposedAccounts: wallet.exposedAccounts(),
      chains: [...wallet.chains.values()].map((chain) => ({ ...chain })),
    }),
    revoke() {
      if (!wallet.authorized) return
      const hadAccounts = wallet.exposedAccounts().length > 0
      wallet.authorized = false
      if (hadAccounts) wallet.events.emit('accountsChanged', [])
    },
    addChain(chain) {
      wallet.chains.set(chain.chainId, { ...chain })
      controller.update({ knownChainIds: [...wallet.settings.knownChainIds, chain.chainId] })
    },
    onActivity: (listener) => wallet.onActivity(listener),
  }
  return controller
}
