import { useEffect, useState } from 'react'
import type { SimulatedBitcoinWalletSettings } from '../../../simulators/wallets/bitcoin/simulatedBitcoinWallet'
import type { SimulatedWalletSettings } from '../../../simulators/wallets/settings'
import type { SolanaWalletSettings } from '../../../simulators/wallets/solana/solanaWalletSettings'
import type { PanelWalletInfo } from '../host/labPanel'
import type { HostFrameStore } from '../hostFrame/hostFrameStore'
import type { LabStore } from '../lab/labStore'
import { BitcoinWalletControls, type BitcoinWalletHandle } from './BitcoinWalletControls'
import { PromptControls } from './PromptControls'
import { SolanaWalletControls, type SolanaWalletHandle } from './SolanaWalletControls'

type Frame = Pick<HostFrameStore, 'panel'>

/** An EVM wallet of the host page, driven through the frame link (the page has its own origin). */
interface EvmWalletHandle {
  id: string
  name: string
  getSettings(): SimulatedWalletSettings
  update(patch: Partial<SimulatedWalletSettings>): Promise<SimulatedWalletSettings>
}

/** Handles on the host page's wallets from the plain data the page answered. */
function handles(frame: Frame, infos: PanelWalletInfo[]) {
  const update = <S,>(info: PanelWalletInfo, patch: unknown) =>
    frame.panel('update', { kind: info.kind, id: info.id, patch }) as Promise<S>
  const evm: EvmWalletHandle[] = infos
    .filter((info) => info.kind === 'evm')
    .map((info) => ({
      id: info.id,
      name: info.name,
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
  return { evm, solana, bitcoin }
}

function parseChainIds(text: string): number[] {
  return text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
}

/** One wallet's controls: mode, failure code, delay, chain, known chains. */
function WalletControls({ wallet }: { wallet: EvmWalletHandle }) {
  const [settings, setSettings] = useState(() => wallet.getSettings())
  const [error, setError] = useState<string | undefined>()
  const apply = async (patch: Partial<SimulatedWalletSettings>) => {
    try {
      setSettings(await wallet.update(patch))
      setError(undefined)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  const id = `wallet-${wallet.id}`
  return (
    <fieldset className="wallet-controls" data-testid={id}>
      <legend>{wallet.name}</legend>
      <PromptControls settings={settings} apply={apply} />
      <label>
        Chain id{' '}
        <input
          type="number"
          min={1}
          defaultValue={settings.chainId}
          onBlur={(e) => apply({ chainId: Number(e.target.value) })}
        />
      </label>
      <label>
        Known chains{' '}
        <input
          defaultValue={settings.knownChainIds.join(', ')}
          onBlur={(e) => apply({ knownChainIds: parseChainIds(e.target.value) })}
        />
      </label>
      <output data-testid={`${id}-settings`}>
        {`${settings.mode}${settings.mode === 'fail' ? ` ${settings.failCode}` : ''} · chain ${settings.chainId} · knows ${settings.knownChainIds.join(', ')}`}
      </output>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}

/**
 * The lab's panel for the simulated wallets inside the demo host page: how each answers
 * prompts (approve, reject with 4001, fail with a chosen code), its delay, the chain it sits
 * on and the chains it knows. It finds the wallets again after every host-page reload.
 *
 * @example
 * ```tsx
 * <WalletPanel frame={frame} />
 * ```
 */
export function WalletPanel({ frame, lab }: { frame: Frame; lab?: LabStore }) {
  const [wallets, setWallets] = useState<ReturnType<typeof handles> | undefined>()
  useEffect(() => {
    // The frame reloads on every replay; a cheap poll finds the new page's wallets. Handles
    // are kept while the page answers the same wallets, so the controls keep their state.
    let shown = ''
    const find = () => {
      frame.panel('wallets').then(
        (infos) => {
          const list = Array.isArray(infos) ? (infos as PanelWalletInfo[]) : []
          const key = list.map((info) => `${info.kind}:${info.id}`).join(',')
          if (key === shown) return
          shown = key
          setWallets(list.length > 0 ? handles(frame, list) : undefined)
        },
        () => {
          if (shown !== '') setWallets(undefined)
          shown = ''
        },
      )
    }
    const timer = setInterval(find, 500)
    find()
    return () => clearInterval(timer)
  }, [frame])
  return (
    <section aria-labelledby="wallets-title" className="panel wallets">
      <h2 id="wallets-title">Simulated wallets</h2>
      {wallets ? (
        wallets.evm.map((wallet) => <WalletControls key={wallet.id} wallet={wallet} />)
      ) : (
        <p>Waiting for the host page…</p>
      )}
      {wallets?.solana.map((wallet) => (
        <SolanaWalletControls key={`solana-${wallet.id}`} wallet={wallet} />
      ))}
      {wallets?.bitcoin.map((wallet) => (
        <BitcoinWalletControls
          key={`bitcoin-${wallet.id}`}
          wallet={wallet}
          {...(lab ? { mine: (params) => lab.command('bitcoin', 'mine', params) } : {})}
        />
      ))}
    </section>
  )
}
