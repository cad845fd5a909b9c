import type { ElectronLabBridge } from '../../../main/bridge/protocol'
import { LabBridge } from './labBridge'
import { createWebSocketTransport } from './webSocketTransport'

declare global {
  interface Window {
    /** Set by the Electron preload script; absent in browser mode. */
    porticoLab?: ElectronLabBridge
  }
}

/** Picks the transport: Electron IPC when the preload exposed it, else the lab's WebSocket. */
export function connectBridge(win: Window = window): LabBridge {
  const electron = win.porticoLab
  if (electron) {
    return new LabBridge(
      { send: (r) => electron.call(r), onEvent: (l) => electron.onEvent(l) },
      'electron',
    )
  }
  const url = `${win.location.protocol === 'https:' ? 'wss' : 'ws'}://${win.location.host}/bridge`
  return new LabBridge(createWebSocketTransport(url), 'browser')
}
