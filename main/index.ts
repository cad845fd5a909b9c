import { join } from 'node:path'
import { app, BrowserWindow, ipcMain } from 'electron'
import { IPC_CALL, IPC_EVENT } from './bridge/protocol'
import { createLabHost } from './host/createLabHost'

/** Electron mode: the main process runs the lab host and one window with the renderer. */
const host = createLabHost()

async function createWindow(): Promise<void> {
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    title: 'Portico lab',
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.mjs'),
      contextIsolation: true,
      sandbox: false,
    },
  })
  const unsubscribe = host.onEvent((event) => window.webContents.send(IPC_EVENT, event))
  window.on('closed', unsubscribe)
  const devUrl = process.env.ELECTRON_RENDERER_URL
  if (devUrl) await window.loadURL(devUrl)
  else await window.loadFile(join(import.meta.dirname, '../renderer/index.html'))
}

ipcMain.handle(IPC_CALL, (_event, request: unknown) => host.handle(request))

app.whenReady().then(async () => {
  await host.startAll()
  await createWindow()
})

let quitting = false
app.on('before-quit', (event) => {
  if (quitting) return
  event.preventDefault()
  quitting = true
  host.stopAll().finally(() => app.quit())
})
app.on('window-all-closed', () => app.quit())
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.quit())
