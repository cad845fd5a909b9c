import { useState } from 'react'
import type {
  PolkadotExtensionSettings,
  SimulatedPolkadotExtension,
} from '../../../simulators/wallets/polkadot/simulatedPolkadotExtension'
import { PromptControls } from './PromptControls'

/**
 * The simulated polkadot extension's controls in the lab's wallet panel: how it answers
 * prompts (approve, reject, fail, delay), which account it lists first, and whether the site
 * is authorised (revoke).
 *
 * @example
 * ```tsx
 * <PolkadotExtensionControls extension={lab.polkadotExtension} />
 * ```
 */
export function PolkadotExtensionControls({
  extension,
}: {
  extension: SimulatedPolkadotExtension
}) {
  const [settings, setSettings] = useState(() => extension.getSettings())
  const [error, setError] = useState<string | undefined>()
  const apply = (patch: Partial<PolkadotExtensionSettings>) => {
    try {
      setSettings(extension.update(patch))
      setError(undefined)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  const id = `polkadot-extension-${extension.key}`
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
      <button type="button" onClick={() => extension.revoke()}>
        Revoke the site
      </button>
      <output data-testid={`${id}-settings`}>
        {`${settings.mode}${settings.mode === 'fail' ? ` ${settings.failCode}` : ''} · ${settings.delayMs} ms · ${addresses[settings.accountIndex]}`}
      </output>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}
