import type { SimulatorStatus } from '../../simulators/types'

/**
 * The lab's one bridge between the renderer and the lab host. The same messages travel over
 * Electron IPC (preload + contextBridge) and over a WebSocket in browser mode.
 */
export interface LabApi {
  'simulators.list': { params: undefined; result: SimulatorStatus[] }
  'simulators.start': { params: { name: string }; result: SimulatorStatus }
  'simulators.stop': { params: { name: string }; result: SimulatorStatus }
  'simulators.command': {
    params: { name: string; command: string; params?: unknown }
    result: unknown
  }
}

export type LabMethod = keyof LabApi

export interface LabRequest<M extends LabMethod = LabMethod> {
  id: number
  method: M
  params: LabApi[M]['params']
}

export type LabResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string }

/** Pushed by the host whenever a simulator changes state. */
export interface LabEvent {
  type: 'simulators.status'
  statuses: SimulatorStatus[]
}

/** Channel names used by the Electron transport. */
export const IPC_CALL = 'portico-lab:call'
export const IPC_EVENT = 'portico-lab:event'

/** What the preload script exposes on `window.porticoLab` inside Electron. */
export interface ElectronLabBridge {
  call(request: LabRequest): Promise<LabResponse>
  onEvent(listener: (event: LabEvent) => void): () => void
}

/**
 * The lab entry of the server that serves the demo host page from its own origin in browser
 * mode (main/browser/hostPageServer.ts); its status `info.url` is the page's origin.
 */
export const HOST_PAGE_SIMULATOR = 'host-page'

/**
 * The lab entry that keeps the lab's known state (main/host/labStateSimulator.ts): its command
 * `restore` reverts the chains, clears every fault and resets the stubs.
 */
export const LAB_STATE = 'lab-state'
