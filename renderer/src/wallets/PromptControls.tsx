import type { SimulatedWalletSettings } from '../../../simulators/wallets/settings'

type PromptSettings = Pick<SimulatedWalletSettings, 'mode' | 'failCode' | 'delayMs'>
type Mode = PromptSettings['mode']

/**
 * How a simulated wallet answers: approve, reject with 4001, or fail (`failLabel` says how:
 * with a code, with a message).
 *
 * @example
 * ```tsx
 * <ModeSelect mode="approve" failLabel="fail with code" onMode={(mode) => wallet.update({ mode })} />
 * ```
 */
export function ModeSelect(props: { mode: Mode; failLabel: string; onMode: (mode: Mode) => void }) {
  return (
    <label>
      Mode{' '}
      <select value={props.mode} onChange={(e) => props.onMode(e.target.value as Mode)}>
        <option value="approve">approve</option>
        <option value="reject">reject (4001)</option>
        <option value="fail">{props.failLabel}</option>
      </select>
    </label>
  )
}

/**
 * How long a simulated wallet waits before it answers.
 *
 * @example
 * ```tsx
 * <DelayInput label="Delay (ms)" delayMs={0} onDelay={(delayMs) => wallet.update({ delayMs })} />
 * ```
 */
export function DelayInput(props: {
  label: string
  delayMs: number
  onDelay: (delayMs: number) => void
}) {
  return (
    <label>
      {props.label}{' '}
      <input
        type="number"
        min={0}
        defaultValue={props.delayMs}
        onChange={(e) => props.onDelay(Number(e.target.value))}
      />
    </label>
  )
}

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
      <ModeSelect
        mode={settings.mode}
        failLabel="fail with code"
        onMode={(mode) => apply({ mode })}
      />
      <label>
        Fail code{' '}
        <input
          type="number"
          defaultValue={settings.failCode}
          onChange={(e) => apply({ failCode: Number(e.target.value) })}
        />
      </label>
      <DelayInput
        label="Delay (ms, virtual clock)"
        delayMs={settings.delayMs}
        onDelay={(delayMs) => apply({ delayMs })}
      />
    </>
  )
}
