import { observer } from 'mobx-react-lite'
import type { ScenarioRunStore } from './scenarioRunStore'

/** The DOM id of a scenario's row, which the summary's failure links point at. */
export const scenarioAnchor = (id: string) => `scenario-${id}`

/**
 * Run all's totals, the order it ran in, whether the lab is back in its known state, and a
 * link to each failed scenario (which shows it, with its report, in the list).
 */
export const RunSummaryView = observer(function RunSummaryView(props: {
  runs: ScenarioRunStore
  titleOf: (id: string) => string
  onReveal: (id: string) => void
}) {
  const { runs, titleOf, onReveal } = props
  const summary = runs.summary
  if (!summary) return null
  const failures = runs.failures
  return (
    <div
      data-testid="run-summary"
      className={`summary ${summary.failed > 0 ? 'summary-failed' : 'summary-passed'}`}
      aria-live="polite"
    >
      <p className="summary-line">
        {`Run all: ${summary.done} of ${summary.total} done, ${summary.passed} passed, ${summary.failed} failed`}
        <span className="muted">{` · ${runs.order}`}</span>
        {runs.restored === true ? (
          <span className="muted"> · lab restored to its start</span>
        ) : runs.restored === false ? (
          <span> · the lab could not be restored (see Simulators)</span>
        ) : null}
      </p>
      {failures.length > 0 ? (
        <ul className="failures" aria-label="Failed scenarios">
          {failures.map((id) => (
            <li key={id}>
              <a
                href={`#${scenarioAnchor(id)}`}
                onClick={(event) => {
                  event.preventDefault()
                  onReveal(id)
                }}
              >
                {titleOf(id)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
})
