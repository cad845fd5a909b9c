import { makeAutoObservable } from 'mobx'
import type { ScenarioReport } from '../../../scenarios/runner/report'
import type { LabStore } from '../lab/labStore'

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
  ready = false

  constructor(private readonly lab: LabStore) {
    makeAutoObservable<HostFrameStore, 'lab'>(this, { lab: false })
  }

  /** Undefined until every simulator the page needs is running. */
  get src(): string | undefined {
    const params = new URLSearchParams({ lab: '1', clock: 'manual' })
    for (const [name, field, param] of URL_PARAMS) {
      const status = this.lab.status(name)
      const value = status?.state === 'running' ? status.info[field] : undefined
      if (typeof value !== 'string') return undefined
      params.set(param, value)
    }
    for (const [name, field, param] of AWAITED_URL_PARAMS) {
      const status = this.lab.status(name)
      if (!status || status.state === 'failed') continue
      const value = status.state === 'running' ? status.info[field] : undefined
      if (typeof value !== 'string') return undefined
      params.set(param, value)
    }
    for (const [name, field, param] of OPTIONAL_URL_PARAMS) {
      const status = this.lab.status(name)
      const value = status?.state === 'running' ? status.info[field] : undefined
      if (typeof value === 'string') params.set(param, value)
    }
    if (this.scenarioId) {
      params.set('scenario', this.scenarioId)
      params.set('run', String(this.run))
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

  setReady(): void {
    this.ready = true
  }

  setClockNow(now: number): void {
    this.clockNow = now
  }
}
