import { makeAutoObservable } from 'mobx'
import { HOST_PAGE_SIMULATOR } from '../../../main/bridge/protocol'
import type { PanelAction } from '../../../scenarios/runner/frameProtocol'
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
  ['bitcoin', 'url', 'bitcoin'],
] as const

/** Simulators the page uses when they run (the Base anvil of the swap feature). */
const OPTIONAL_URL_PARAMS = [['anvil-base', 'rpcUrl', 'rpcBase']] as const
/** Simulators started in parallel: the page waits for them unless they failed (chopsticks). */
const AWAITED_URL_PARAMS = [
  ['polkadot', 'wsUrl', 'polkadotWs'],
  ['polkadot', 'reference', 'polkadotRef'],
] as const

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
  /** The demo site shows the modal inline in its page (`enableEmbedded`), not as a dialog. */
  embedded = false
  ready = false

  private attached: FrameLink | undefined

  constructor(
    private readonly lab: LabStore,
    /** The lab page's origin, which the host page accepts messages from. */
    private readonly labOrigin: string | undefined = globalThis.location?.origin,
  ) {
    makeAutoObservable<HostFrameStore, 'lab' | 'labOrigin' | 'attached'>(this, {
      lab: false,
      labOrigin: false,
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

  /** Asks the host page's side of the lab panels (wallet settings, the pairing link). */
  panel(action: PanelAction, params?: unknown): Promise<unknown> {
    if (!this.attached) return Promise.reject(new Error('the host page is not linked yet'))
    return this.attached.panel(action, params)
  }

  /**
   * Where the host page is served: its own origin (the `host-page` server of browser mode),
   * so that no script on it can open the lab's bridge; beside the lab's page where no such
   * server is listed (Electron, whose bridge is not reachable from a frame). Undefined until
   * that server has run; a restart keeps its port, so the page stays where it is.
   */
  private get pageBase(): string | undefined {
    if (!this.lab.status(HOST_PAGE_SIMULATOR)) return ''
    const url = this.lab.lastRunning[HOST_PAGE_SIMULATOR]?.url
    return typeof url === 'string' ? `${url}/` : undefined
  }

  /** The host page's origin, where the lab posts its messages; undefined before it is known. */
  get origin(): string | undefined {
    const src = this.src
    return src === undefined ? undefined : new URL(src, this.labOrigin ?? 'http://127.0.0.1').origin
  }

  /**
   * Undefined until every simulator the page needs (and the page's own server) has run once. A
   * simulator stopped later keeps its port, so the page stays mounted on the same URLs and
   * shows the outage.
   */
  get src(): string | undefined {
    const base = this.pageBase
    if (base === undefined) return undefined
    const params = new URLSearchParams({ lab: '1', clock: 'manual' })
    for (const [name, field, param] of URL_PARAMS) {
      const value = this.lab.lastRunning[name]?.[field]
      if (typeof value !== 'string') return undefined
      params.set(param, value)
    }
    for (const [name, field, param] of AWAITED_URL_PARAMS) {
      const status = this.lab.status(name)
      if (!status || status.state === 'failed') continue
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
    if (base && this.labOrigin) params.set('labOrigin', this.labOrigin)
    // The phone frame plays a phone, not a narrow desktop: deep links and AllWallets (issue 36).
    if (this.viewport === 'mobile') params.set('device', 'mobile')
    if (this.embedded) params.set('embedded', '1')
    return `${base}host.html?${params}`
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

  setEmbedded(embedded: boolean): void {
    this.embedded = embedded
  }

  setReady(): void {
    this.ready = true
  }

  setClockNow(now: number): void {
    this.clockNow = now
  }
}
