import { useState } from 'react'
import type { PolkadotExtensionSettings } from '../../../simulators/wallets/polkadot/simulatedPolkadotExtension'
import { PromptControls } from './PromptControls'

/** The lab's handle on the polkadot extension inside the host page (another origin). */
export interface PolkadotExtensionHandle {
  id: string
  name: string
  getSettings(): PolkadotExtensionSettings
  addresses(): string[]
  update(patch: Partial<PolkadotExtensionSettings>): Promise<PolkadotExtensionSettings>
  revoke(): Promise<void>
}

/**
 * The simulated polkadot extension's controls in the lab's wallet panel: how it answers
 * prompts (approve, reject, fail, delay), which account it lists first, and whether the site
 * is authorised (revoke).
 *
 * @example
 * ```tsx
 * <PolkadotExtensionControls extension={handle} />
 * ```
 */
export function PolkadotExtensionControls({ extension }: { extension: PolkadotExtensionHandle }) {
  const [settings, setSettings] = useState(() => extension.getSettings())
  const [error, setError] = useState<string | undefined>()
  const apply = async (patch: Partial<PolkadotExtensionSettings>) => {
    try {
      setSettings(await extension.update(patch))
      setError(undefined)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  const id = `polkadot-extension-${extension.id}`
  const addresses = extension.addresses()
  return (
    <fieldset className="wallet-controls" data-testid={id}>
      <legend>{`${extension.name} (Polkadot extension)`}</legend>
      <PromptControls settings={settings} apply={apply} />
      <label>
        First account{' '}
        <select
          value={settings.accountIndex}
          onChange={(e) => apply({ accountIndex: Number(e.target.value) })}
        >
          {addresses.map((address, index) => (
            <option key={address} value={index}>
              {address}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => void extension.revoke()}>
        Revoke the site
      </button>
      <output data-testid={`${id}-settings`}>
        {`${settings.mode}${settings.mode === 'fail' ? ` ${settings.failCode}` : ''} · ${settings.delayMs} ms · ${addresses[settings.accountIndex]}`}
      </output>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}
