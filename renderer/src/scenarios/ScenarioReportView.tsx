import type { ScenarioReport, StepReport } from '../../../scenarios/runner/report'

const ICONS = { passed: '✓', failed: '✗', running: '…', pending: '○' } as const

/** One step: its icon, title and time; the step "Next step" runs is marked. */
function StepLine({ step, next }: { step: StepReport; next: boolean }) {
  return (
    <li
      data-status={step.status}
      aria-current={next ? 'step' : undefined}
      className={`step step-${step.status}${next ? ' step-next' : ''}`}
    >
      <span className="step-icon" aria-hidden="true">
        {next ? '▶' : ICONS[step.status]}
      </span>
      <span>
        <span className="sr-only">{next ? 'next' : step.status}: </span>
        {step.title}
        {next ? <span className="badge next-badge">next</span> : null}
      </span>
      {step.ms === undefined ? null : <span className="step-ms"> {step.ms} ms</span>}
      {step.error ? (
        <span role="alert" className="step-error">
          {step.error}
        </span>
      ) : null}
    </li>
  )
}

/** One scenario's report: each step with an icon and colour for how it went. */
export function ScenarioReportView(props: {
  report: ScenarioReport | undefined
  live: boolean
  onNextStep?: () => void
}) {
  const { report, live, onNextStep } = props
  const status = report?.status ?? 'starting'
  // Step-through: the step that "Next step" will run is the first one not yet run.
  const next = live && report?.paused ? report.steps.findIndex((s) => s.status === 'pending') : -1
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
          <StepLine key={index} step={step} next={index === next} />
        ))}
      </ol>
    </div>
  )
}
