import type { ScenarioReport } from '../../../scenarios/runner/report'

const ICONS = { passed: '✓', failed: '✗', running: '…', pending: '○' } as const

/** One scenario's report: each step with an icon and colour for how it went. */
export function ScenarioReportView(props: {
  report: ScenarioReport | undefined
  live: boolean
  onNextStep?: () => void
}) {
  const { report, live, onNextStep } = props
  const status = report?.status ?? 'starting'
  return (
    <div
      aria-live={live ? 'polite' : undefined}
      data-testid={live ? 'scenario-report' : undefined}
      className={`report report-${status}`}
    >
      <p className="report-status">
        <span aria-hidden="true">{ICONS[status as keyof typeof ICONS] ?? '…'}</span>{' '}
        <span data-testid={live ? 'scenario-status' : undefined}>{status}</span>
        {live && report?.paused && onNextStep ? (
          <button type="button" className="primary" onClick={onNextStep}>
            Next step
          </button>
        ) : null}
      </p>
      <ol className="steps">
        {report?.steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a scenario's steps are a fixed list that never reorders
          <li key={index} data-status={step.status} className={`step step-${step.status}`}>
            <span className="step-icon" aria-hidden="true">
              {ICONS[step.status]}
            </span>
            <span>
              <span className="sr-only">{step.status}: </span>
              {step.title}
            </span>
            {step.ms === undefined ? null : <span className="step-ms"> {step.ms} ms</span>}
            {step.error ? (
              <span role="alert" className="step-error">
                {step.error}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  )
}
