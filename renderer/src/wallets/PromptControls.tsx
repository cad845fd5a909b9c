import type { SimulatedWalletSettings } from '../../../simulators/wallets/settings'

type PromptSettings = Pick<SimulatedWalletSettings, 'mode' | 'failCode' | 'delayMs'>

/**
 * How a simulated wallet answers its prompts, the controls every wallet family shares: mode
 * (approve, reject with 4001, fail with a code), the failure code, the delay. Each label wraps
 * its own control (one row each in the panel's grid) and a change applies at once.
 *
 * @example
 * ```tsx
 * <PromptControls settings={settings} apply={(patch) => wallet.update(patch)} />
 * ```
 */
export function PromptControls({
  settings,
  apply,
}: {
  settings: PromptSettings
  apply: (patch: Partial<PromptSettings>) => void
}) {
  return (
    <>
      <label>
        Mode{' '}
        <select
          value={settings.mode}
          onChange={(e) => apply({ mode: e.target.value as PromptSettings['mode'] })}
        >
          <option value="approve">approve</option>
          <option value="reject">reject (4001)</option>
          <option value="fail">fail with code</option>
        </select>
      </label>
      <label>
        Fail code{' '}
        <input
          type="number"
          defaultValue={settings.failCode}
          onChange={(e) => apply({ failCode: Number(e.target.value) })}
        />
      </label>
      <label>
        Delay (ms, virtual clock){' '}
        <input
          type="number"
          min={0}
          defaultValue={settings.delayMs}
          onChange={(e) => apply({ delayMs: Number(e.target.value) })}
        />
      </label>
    </>
  )
}
