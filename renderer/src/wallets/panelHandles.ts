import type { SimulatedBitcoinWalletSettings } from '../../../simulators/wallets/bitcoin/simulatedBitcoinWallet'
import type { PolkadotExtensionSettings } from '../../../simulators/wallets/polkadot/simulatedPolkadotExtension'
import type { SimulatedWalletSettings } from '../../../simulators/wallets/settings'
import type { SolanaWalletSettings } from '../../../simulators/wallets/solana/solanaWalletSettings'
import type { PanelWalletInfo } from '../host/labPanel'
import type { HostFrameStore } from '../hostFrame/hostFrameStore'
import type { BitcoinWalletHandle } from './BitcoinWalletControls'
import type { PolkadotExtensionHandle } from './PolkadotExtensionControls'
import type { SolanaWalletHandle } from './SolanaWalletControls'

/** The lab's way into the host page: panel requests over the frame link. */
export type PanelFrame = Pick<HostFrameStore, 'panel'>

/** An EVM wallet of the host page, driven through the frame link (the page has its own origin). */
export interface EvmWalletHandle {
  id: string
  name: string
  /** The accounts it holds; `accountIndex` selects one. */
  addresses: readonly string[]
  getSettings(): SimulatedWalletSettings
  update(patch: Partial<SimulatedWalletSettings>): Promise<SimulatedWalletSettings>
}

/**
 * Handles on the host page's wallets from the plain data the page answered (its `wallets`
 * panel answer); each call goes back to the page as a panel request.
 *
 * @example
 * ```ts
 * const { evm, solana } = panelHandles(frame, await frame.panel('wallets'))
 * ```
 */
export function panelHandles(frame: PanelFrame, infos: PanelWalletInfo[]) {
  const update = <S>(info: PanelWalletInfo, patch: unknown) =>
    frame.panel('update', { kind: info.kind, id: info.id, patch }) as Promise<S>
  const evm: EvmWalletHandle[] = infos
    .filter((info) => info.kind === 'evm')
    .map((info) => ({
      id: info.id,
      name: info.name,
      addresses: info.addresses ?? [],
      getSettings: () => info.settings as unknown as SimulatedWalletSettings,
      update: (patch) => update<SimulatedWalletSettings>(info, patch),
    }))
  const solana: SolanaWalletHandle[] = infos
    .filter((info) => info.kind === 'solana')
    .map((info) => ({
      id: info.id,
      wallet: { name: info.name },
      getSettings: () => info.settings as unknown as SolanaWalletSettings,
      addresses: () => info.addresses ?? [],
      update: (patch) => update<SolanaWalletSettings>(info, patch),
      revoke: async () => {
        await frame.panel('revoke', { kind: 'solana', id: info.id })
      },
    }))
  const bitcoin: BitcoinWalletHandle[] = infos
    .filter((info) => info.kind === 'bitcoin')
    .map((info) => ({
      id: info.id,
      name: info.name,
      paymentAddress: info.addresses?.[0] ?? '',
      getSettings: () => info.settings as unknown as SimulatedBitcoinWalletSettings,
      update: (patch) => update<SimulatedBitcoinWalletSettings>(info, patch),
      revoke: async () => {
        await frame.panel('revoke', { kind: 'bitcoin', id: info.id })
      },
    }))
  const polkadot: PolkadotExtensionHandle[] = infos
    .filter((info) => info.kind === 'polkadot')
    .map((info) => ({
      id: info.id,
      name: info.name,
      getSettings: () => info.settings as unknown as PolkadotExtensionSettings,
      addresses: () => info.addresses ?? [],
      update: (patch) => update<PolkadotExtensionSettings>(info, patch),
      revoke: async () => {
        await frame.panel('revoke', { kind: 'polkadot', id: info.id })
      },
    }))
  return { evm, solana, bitcoin, polkadot }
}
