import { useEffect, useState } from 'react'
import type { SimulatedWalletSettings } from '../../../simulators/wallets/settings'
import type { SimulatedWalletController } from '../../../simulators/wallets/walletController'
import type { LabPortico } from '../host/labPortico'
import { PromptControls } from './PromptControls'
import { SolanaWalletControls } from './SolanaWalletControls'

/** The lab's frame of the demo host site (see HostFrame). */
const HOST_FRAME_SELECTOR = 'iframe.host-frame'

/** The host page's lab handle: the frame is same-origin, so the lab reaches it directly. */
function frameLab(doc: Document): LabPortico | undefined {
  const frame = doc.querySelector<HTMLIFrameElement>(HOST_FRAME_SELECTOR)
  try {
    return frame?.contentWindow?.__porticoLab
  } catch {
    return undefined
  }
}

/** The host page's simulated wallets. */
function frameWallets(doc: Document): LabPortico['wallets'] | undefined {
  return frameLab(doc)?.wallets
}

function parseChainIds(text: string): number[] {
  return text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
}

/** One wallet's controls: mode, failure code, delay, chain, known chains. */
function WalletControls({
  wallet,
  onApply,
}: {
  wallet: SimulatedWalletController
  onApply?: WalletPanelProps['onApply']
}) {
  const [settings, setSettings] = useState(() => wallet.getSettings())
  const [error, setError] = useState<string | undefined>()
  const apply = (patch: Partial<SimulatedWalletSettings>) => {
    try {
      setSettings(wallet.update(patch))
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
      <output data-testid={`${id}-settings`}>
        {`${settings.mode}${settings.mode === 'fail' ? ` ${settings.failCode}` : ''} · delay ${settings.delayMs} ms · chain ${settings.chainId} · knows ${settings.knownChainIds.join(', ')}`}
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
 * <WalletPanel />
 * ```
 */
export interface WalletPanelProps {
  doc?: Document
  /** Told of every setting QA applies (the recorder writes it into the scenario). */
  onApply?: (walletId: string, patch: Record<string, unknown>) => void
}

export function WalletPanel({ doc = document, onApply }: WalletPanelProps) {
  const [wallets, setWallets] = useState<LabPortico['wallets'] | undefined>()
  const [solanaWallets, setSolanaWallets] = useState<LabPortico['solanaWallets']>()
  useEffect(() => {
    // The frame reloads on every replay; a cheap poll finds the new page's wallets.
    const find = () => {
      setWallets(frameWallets(doc))
      setSolanaWallets(frameLab(doc)?.solanaWallets)
    }
    const timer = setInterval(find, 500)
    find()
    return () => clearInterval(timer)
  }, [doc])
  return (
    <section aria-labelledby="wallets-title" className="panel wallets">
      <h2 id="wallets-title">Simulated wallets</h2>
      {wallets ? (
        Object.values(wallets).map((wallet) => (
          <WalletControls key={wallet.id} wallet={wallet} onApply={onApply} />
        ))
      ) : (
        <p>Waiting for the host page…</p>
      )}
      {solanaWallets &&
        Object.values(solanaWallets).map((wallet) => (
          <SolanaWalletControls key={`solana-${wallet.id}`} wallet={wallet} />
        ))}
    </section>
  )
}
