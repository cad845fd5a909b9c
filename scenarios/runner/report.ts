/** How one step went. */
export interface StepReport {
  title: string
  status: 'pending' | 'running' | 'passed' | 'failed'
  error?: string
  ms?: number
}

/** The whole replay, as the lab panel and Playwright read it. */
export interface ScenarioReport {
  id: string
  status: 'running' | 'passed' | 'failed'
  steps: StepReport[]
  /** Step-through: the run waits for QA before its next step. */
  paused?: boolean
}
