import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import type { HostFrameStore } from './hostFrameStore'

/** Virtual-clock steps QA uses most: a snackbar, the e-mail throttle, a pairing lifetime. */
const CLOCK_STEPS = [
  { label: '+1 s', ms: 1_000 },
  { label: '+30 s', ms: 30_000 },
  { label: '+3 min 50 s', ms: 230_000 },
]

/**
 * The demo's virtual clock: it follows real time until QA pauses it; paused, QA steps it by
 * the usual amounts or a custom number of seconds. While a replay runs, the scenario holds it
 * (its steps move it), and the badge says that rather than QA's choice.
 */
export const ClockControls = observer(function ClockControls(props: {
  frame: HostFrameStore
  onPausedChange(paused: boolean): void
  onAdvance(ms: number): void
}) {
  const { frame, onPausedChange, onAdvance } = props
  const [custom, setCustom] = useState('10')
  const customId = useId()
  const seconds = Number(custom)
  const customValid = Number.isFinite(seconds) && seconds > 0
  // A replay holds the clock (its steps move it) whatever QA chose: the badge says so.
  const status = frame.report?.status
  const held = frame.scenarioId !== undefined && status !== 'passed' && status !== 'failed'
  const mode = held ? 'held by the scenario' : frame.clockPaused ? 'paused' : 'real time'
  return (
    <fieldset className="clock">
      <legend>Virtual clock</legend>
      <span data-testid="virtual-clock" className="mono">
        {frame.clockNow === undefined ? '…' : new Date(frame.clockNow).toISOString()}
      </span>
      <span
        className={`badge ${held || frame.clockPaused ? 'badge-paused' : 'badge-live'}`}
        data-testid="clock-mode"
      >
        {mode}
      </span>
      <button
        type="button"
        onClick={() => onPausedChange(!frame.clockPaused)}
        aria-pressed={frame.clockPaused}
      >
        {frame.clockPaused ? 'Resume clock' : 'Pause clock'}
      </button>
      {frame.clockPaused ? (
        <>
          {CLOCK_STEPS.map((step) => (
            <button
              key={step.ms}
              type="button"
              disabled={!frame.ready}
              onClick={() => onAdvance(step.ms)}
            >
              {`Advance ${step.label}`}
            </button>
          ))}
          <span className="field-inline">
            <label htmlFor={customId}>Custom step (s)</label>
            <input
              id={customId}
              type="number"
              min="0.001"
              step="any"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
            />
            <button
              type="button"
              disabled={!frame.ready || !customValid}
              onClick={() => onAdvance(Math.round(seconds * 1000))}
            >
              Advance custom step
            </button>
          </span>
        </>
      ) : null}
    </fieldset>
  )
})
