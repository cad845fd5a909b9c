import type {
  LabApi,
  LabEvent,
  LabMethod,
  LabRequest,
  LabResponse,
} from '../../../main/bridge/protocol'

/** Moves raw requests and events; one implementation per transport. */
export interface LabTransport {
  send(request: LabRequest): Promise<LabResponse>
  onEvent(listener: (event: LabEvent) => void): () => void
}

/**
 * The renderer's typed view of the lab host, the same whatever carries it.
 *
 * @example
 * ```ts
 * const statuses = await bridge.call('simulators.list', undefined)
 * await bridge.call('simulators.command', { name: 'anvil', command: 'mine' })
 * ```
 */
export class LabBridge {
  private nextId = 1
  constructor(
    private readonly transport: LabTransport,
    readonly kind: 'electron' | 'browser',
  ) {}

  async call<M extends LabMethod>(
    method: M,
    params: LabApi[M]['params'],
  ): Promise<LabApi[M]['result']> {
    const request = { id: this.nextId++, method, params } as LabRequest
    const response = await this.transport.send(request)
    if (!response.ok) throw new Error(response.error)
    return response.result as LabApi[M]['result']
  }

  onEvent(listener: (event: LabEvent) => void): () => void {
    return this.transport.onEvent(listener)
  }
}
