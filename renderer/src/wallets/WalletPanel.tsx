import { useEffect, useState } from 'react'
import type { SimulatedWalletSettings } from '../../../simulators/wallets/settings'
import type { PanelWalletInfo } from '../host/labPanel'
import type { LabStore } from '../lab/labStore'
import { AccountSelect } from './AccountSelect'
import { BitcoinWalletControls } from './BitcoinWalletControls'
import { PolkadotExtensionControls } from './PolkadotExtensionControls'
import { PromptControls } from './PromptControls'
import { type EvmWalletHandle, type PanelFrame, panelHandles } from './panelHandles'
import { SolanaWalletControls } from './SolanaWalletControls'
import { WalletCallControls } from './WalletCallControls'

function parseChainIds(text: string): number[] {
  return text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
}

/** One wallet's controls: mode, failure code, delay, account, chain, known chains. */
function WalletControls({
  wallet,
  onApply,
}: {
  wallet: EvmWalletHandle
  onApply?: WalletPanelProps['onApply']
}) {
  const [settings, setSettings] = useState(() => wallet.getSettings())
  const [error, setError] = useState<string | undefined>()
  const apply = async (patch: Partial<SimulatedWalletSettings>) => {
    try {
      setSettings(await wallet.update(patch))
      onApply?.(wallet.id, patch)
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
      {wallet.addresses.length > 1 ? (
        // Which account the wallet shows the site (accountsChanged when connected).
        <AccountSelect
          label="Account"
          addresses={wallet.addresses}
          index={settings.accountIndex}
          onChange={(accountIndex) => apply({ accountIndex })}
        />
      ) : null}
      <label>
        Chain id{' '}
        <input
          type="number"
          min={1}
          defaultValue={settings.chainId}
          onChange={(e) => apply({ chainId: Number(e.target.value) })}
        />
      </label>
      <label>
        Known chains{' '}
        <input
          defaultValue={settings.knownChainIds.join(', ')}
          onChange={(e) => apply({ knownChainIds: parseChainIds(e.target.value) })}
        />
      </label>
      <WalletCallControls settings={settings} apply={apply} />
      <output data-testid={`${id}-settings`}>
        {`${settings.mode}${settings.mode === 'fail' ? ` ${settings.failCode}` : ''} · delay ${settings.delayMs} ms · chain ${settings.chainId} · knows ${settings.knownChainIds.join(', ')}`}
      </output>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}

/** Where the panel reaches the host page's wallets, and who hears of each change. */
export interface WalletPanelProps {
  frame: PanelFrame
  /** The lab (bitcoin blocks are mined through its command channel). */
  lab?: LabStore
  /** Told of every setting QA applies (the recorder writes it into the scenario). */
  onApply?: (walletId: string, patch: Record<string, unknown>) => void
}

/**
 * The lab's panel for the simulated wallets inside the demo host page: how each answers
 * prompts (approve, reject with 4001, fail with a chosen code), its delay, the chain it sits
 * on and the chains it knows. It finds the wallets again after every host-page reload.
 *
 * @example
 * ```tsx
 * <WalletPanel frame={frame} lab={lab} onApply={(id, patch) => recorder.note({ do: 'wallet', wallet: id, patch })} />
 * ```
 */
export function WalletPanel({ frame, lab, onApply }: WalletPanelProps) {
  const [wallets, setWallets] = useState<ReturnType<typeof panelHandles> | undefined>()
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
          setWallets(list.length > 0 ? panelHandles(frame, list) : undefined)
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
        wallets.evm.map((wallet) => (
          <WalletControls key={wallet.id} wallet={wallet} onApply={onApply} />
        ))
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
      {wallets?.polkadot.map((extension) => (
        <PolkadotExtensionControls key={`polkadot-${extension.id}`} extension={extension} />
      ))}
    </section>
  )
}
