import { makeAutoObservable } from 'mobx'
import type { ScenarioReport } from '../../../scenarios/runner/report'
import type { LabStore } from '../lab/labStore'
import type { FrameLink } from './frameLink'

/** The simulators whose URLs the host page needs, and the query parameter each goes in. */
const URL_PARAMS = [
  ['anvil', 'rpcUrl', 'rpc'],
  ['blockchain-api', 'url', 'api'],
  ['wallet-api', 'url', 'walletApi'],
  ['relay', 'url', 'relay'],
  ['solana', 'rpcUrl', 'solanaRpc'],
  ['auth-frame', 'url', 'auth'],
] as const

/** Simulators the page uses when they run (the Base anvil of the swap feature). */
const OPTIONAL_URL_PARAMS = [['anvil-base', 'rpcUrl', 'rpcBase']] as const

/**
 * The demo host site framed in the lab: where it points (the running simulators' URLs), which
 * scenario it replays, the last report, and the virtual time its Portico shows.
 */
export class HostFrameStore {
  scenarioId: string | undefined = undefined
  run = 0
  report: ScenarioReport | undefined = undefined
  clockNow: number | undefined = undefined
  /** QA's choice: false = the virtual clock follows real time; true = manual steps only. */
  clockPaused = false
  /** Replays pause before each step until QA presses "Next step". */
  stepThrough = false
  /** Desktop fills the column; mobile is a 390×844 phone. */
  viewport: 'desktop' | 'mobile' = 'desktop'
  ready = false

  private attached: FrameLink | undefined

  constructor(private readonly lab: LabStore) {
    makeAutoObservable<HostFrameStore, 'lab' | 'attached'>(this, {
      lab: false,
      attached: false,
    })
  }

  /** The live link to the frame (set by the view that owns the iframe). */
  attach(link: FrameLink | undefined): void {
    this.attached = link
  }

  /** The live link to the frame, while one is attached. */
  get link(): FrameLink | undefined {
    return this.attached
  }

  /** Step-through: the paused replay runs its next step. */
  nextStep(): void {
    this.attached?.nextStep()
  }

  /**
   * Undefined until every simulator the page needs has run once. A simulator stopped later
   * keeps its port, so the page stays mounted on the same URLs and shows the outage.
   */
  get src(): string | undefined {
    const params = new URLSearchParams({ lab: '1', clock: 'manual' })
    for (const [name, field, param] of URL_PARAMS) {
      const value = this.lab.lastRunning[name]?.[field]
      if (typeof value !== 'string') return undefined
      params.set(param, value)
    }
    for (const [name, field, param] of OPTIONAL_URL_PARAMS) {
      const value = this.lab.lastRunning[name]?.[field]
      if (typeof value === 'string') params.set(param, value)
    }
    if (this.scenarioId) {
      params.set('scenario', this.scenarioId)
      params.set('run', String(this.run))
      if (this.stepThrough) params.set('step', '1')
    }
    return `host.html?${params}`
  }

  /** Reloads the host page fresh and replays `id` there. */
  replay(id: string): void {
    this.scenarioId = id
    this.run += 1
    this.report = undefined
    this.ready = false
  }

  /** Reloads the host page without a scenario (manual QA). */
  reset(): void {
    this.scenarioId = undefined
    this.run += 1
    this.report = undefined
    this.ready = false
  }

  setReport(report: ScenarioReport): void {
    if (report.id === this.scenarioId) this.report = report
  }

  setClockPaused(paused: boolean): void {
    this.clockPaused = paused
  }

  setStepThrough(on: boolean): void {
    this.stepThrough = on
  }

  setViewport(viewport: 'desktop' | 'mobile'): void {
    this.viewport = viewport
  }

  setReady(): void {
    this.ready = true
  }

  setClockNow(now: number): void {
    this.clockNow = now
  }
}
