import { contextBridge, ipcRenderer } from 'electron'
import {
  type ElectronLabBridge,
  IPC_CALL,
  IPC_EVENT,
  type LabEvent,
  type LabRequest,
} from './bridge/protocol'

/** Exposes the lab bridge to the renderer; nothing else of Node or Electron crosses over. */
const bridge: ElectronLabBridge = {
  call: (request: LabRequest) => ipcRenderer.invoke(IPC_CALL, request),
  onEvent: (listener) => {
    const handler = (_event: unknown, payload: LabEvent) => listener(payload)
    ipcRenderer.on(IPC_EVENT, handler)
    return () => ipcRenderer.removeListener(IPC_EVENT, handler)
  },
}
contextBridge.exposeInMainWorld('porticoLab', bridge)
