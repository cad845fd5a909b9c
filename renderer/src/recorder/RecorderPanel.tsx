import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { describeAction } from '../../../scenarios/recorded/recording'
import type { RecorderStore } from './recorderStore'

/**
 * Record what QA does in the demo as a scenario: Record, act (the clock, faults and wallet
 * settings are recorded too), "Pick text to check" then click text in the demo, Stop, name it,
 * Save. The saved file replays with Run.
 */
export const RecorderPanel = observer(function RecorderPanel(props: {
  recorder: RecorderStore
  onReplay(id: string): void
}) {
  const { recorder, onReplay } = props
  const ids = { title: useId(), expected: useId() }
  const [title, setTitle] = useState('')
  const [expected, setExpected] = useState('')
  return (
    <section aria-labelledby="recorder-title" className="panel">
      <div className="panel-head">
        <h2 id="recorder-title">Recorder</h2>
        {recorder.recording ? (
          <>
            <span className="badge badge-paused" data-testid="recorder-state">
              {recorder.ready ? 'recording' : 'starting…'}
            </span>
            <button
              type="button"
              disabled={!recorder.ready}
              aria-pressed={recorder.picking}
              onClick={() => recorder.pickText()}
            >
              Pick text to check
            </button>
            <button type="button" onClick={() => recorder.stop()}>
              Stop recording
            </button>
          </>
        ) : (
          <button type="button" className="primary" onClick={() => recorder.start()}>
            Record
          </button>
        )}
      </div>
      {recorder.picking ? <p className="muted">Click the text in the demo to check for.</p> : null}
      <ol className="steps" data-testid="recorded-actions">
        {recorder.actions.map((action, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: actions are appended in order
          <li key={index}>{describeAction(action)}</li>
        ))}
      </ol>
      {!recorder.recording && recorder.actions.length > 0 ? (
        <form
          className="form-grid"
          onSubmit={(event) => {
            event.preventDefault()
            void recorder.save(title, expected)
          }}
        >
          <label htmlFor={ids.title}>Scenario title</label>
          <input
            id={ids.title}
            value={title}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
          <label htmlFor={ids.expected}>What QA should see</label>
          <input
            id={ids.expected}
            value={expected}
            onChange={(event) => setExpected(event.target.value)}
          />
          <button type="submit" className="primary span-2">
            Save scenario
          </button>
        </form>
      ) : null}
      {recorder.error ? <p role="alert">{recorder.error}</p> : null}
      {recorder.saved ? (
        <p data-testid="recorder-saved">
          {`Saved ${recorder.saved.path}`}{' '}
          <button type="button" onClick={() => onReplay(recorder.saved!.id)}>
            Replay recording
          </button>
        </p>
      ) : null}
    </section>
  )
})
