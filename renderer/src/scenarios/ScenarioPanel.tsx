import { observer } from 'mobx-react-lite'
import { scenarios } from '../../../scenarios/index'
import type { HostFrameStore } from '../hostFrame/hostFrameStore'

/** Lists the scenarios; a click replays one in the host frame and shows each step's result. */
export const ScenarioPanel = observer(function ScenarioPanel({ frame }: { frame: HostFrameStore }) {
  const report = frame.report
  return (
    <section aria-labelledby="scenarios-title" className="panel">
      <h2 id="scenarios-title">Scenarios</h2>
      {scenarios.length === 0 ? <p>No scenarios yet.</p> : null}
      <ul className="scenarios">
        {scenarios.map((scenario) => (
          <li key={scenario.id}>
            <button
              type="button"
              onClick={() => frame.replay(scenario.id)}
              aria-label={`Replay ${scenario.title}`}
            >
              Replay
            </button>{' '}
            <span>{scenario.title}</span>
            <p className="expected">{scenario.expected}</p>
          </li>
        ))}
      </ul>
      {frame.scenarioId ? (
        <div aria-live="polite" data-testid="scenario-report">
          <h3>
            {frame.scenarioId}:{' '}
            <span data-testid="scenario-status">{report?.status ?? 'starting'}</span>
          </h3>
          <ol>
            {report?.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a scenario's steps are a fixed list that never reorders
              <li key={index} data-status={step.status}>
                {step.title} — {step.status}
                {step.ms === undefined ? '' : ` (${step.ms} ms)`}
                {step.error ? <span role="alert"> {step.error}</span> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  )
})
