import { makeAutoObservable, runInAction } from 'mobx'
import type { SimulatorStatus } from '../../../simulators/types'
import type { LabBridge } from '../bridge/labBridge'

/**
 * The lab UI's state: simulator statuses pushed by the host, plus actions that go through the
 * bridge. Views read it; they hold no state of their own beyond form inputs.
 */
export class LabStore {
  statuses: SimulatorStatus[] = []
  /**
   * What each simulator reported the last time it ran. A stopped simulator keeps its port, so
   * the demo page stays mounted on these URLs while QA watches the modal degrade.
   */
  lastRunning: Record<string, SimulatorStatus['info']> = {}
  /** Simulator starts and stops as they happened, for the timeline. */
  lifecycle: { name: string; state: SimulatorStatus['state']; at: number }[] = []
  error: string | undefined = undefined
  private unsubscribe: (() => void) | undefined

  constructor(readonly bridge: LabBridge) {
    makeAutoObservable<LabStore, 'unsubscribe'>(this, { bridge: false, unsubscribe: false })
  }

  async connect(): Promise<void> {
    this.unsubscribe = this.bridge.onEvent((event) => {
      runInAction(() => this.setStatuses(event.statuses))
    })
    try {
      const statuses = await this.bridge.call('simulators.list', undefined)
      runInAction(() => this.setStatuses(statuses))
    } catch (error) {
      this.fail(error)
    }
  }

  setStatuses(statuses: SimulatorStatus[]): void {
    for (const status of statuses) {
      const before = this.status(status.name)?.state
      if (before !== undefined && before !== status.state) {
        this.lifecycle.push({ name: status.name, state: status.state, at: Date.now() })
      }
      if (status.state === 'running') this.lastRunning[status.name] = status.info
    }
    this.statuses = statuses
  }

  dispose(): void {
    this.unsubscribe?.()
  }

  status(name: string): SimulatorStatus | undefined {
    return this.statuses.find((status) => status.name === name)
  }

  async command(name: string, command: string, params?: unknown): Promise<unknown> {
    try {
      return await this.bridge.call('simulators.command', { name, command, params })
    } catch (error) {
      this.fail(error)
      return undefined
    }
  }

  async toggle(name: string): Promise<void> {
    const running = this.status(name)?.state === 'running'
    try {
      await this.bridge.call(running ? 'simulators.stop' : 'simulators.start', { name })
    } catch (error) {
      this.fail(error)
    }
  }

  private fail(error: unknown): void {
    runInAction(() => {
      this.error = error instanceof Error ? error.message : String(error)
    })
  }
}
