import { join } from 'node:path'
import type * as Electron from 'electron'
import { IPC_CALL, IPC_EVENT } from './bridge/protocol'
import type { LabHost } from './host/labHost'

/** The parts of the `electron` module the lab's main process uses (a fake one in tests). */
export type ElectronModule = Pick<typeof Electron, 'app' | 'BrowserWindow' | 'ipcMain' | 'session'>

/** The only IPC channel the renderer may invoke; everything else is refused. */
export const IPC_ALLOWED_CHANNELS: readonly string[] = [IPC_CALL]

/**
 * The lab window's content security policy: its own files, the simulators on 127.0.0.1, and
 * nothing else on the network.
 */
export const LAB_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self' ws://127.0.0.1:* http://127.0.0.1:*",
  "img-src 'self' data: http://127.0.0.1:*",
  "style-src 'self' 'unsafe-inline'",
  "frame-src 'self' http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ')

/** The window's web preferences: isolated, sandboxed, no Node in any page. */
export function labWebPreferences(preload: string): Electron.WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
  }
}

/**
 * True for a URL the lab may show: the renderer's own origin (its file or dev server) and the
 * simulators on 127.0.0.1 (the demo page, the auth frame, the lab checkout).
 */
export function isLabUrl(url: string, rendererUrl: string): boolean {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return false
  }
  const own = new URL(rendererUrl)
  if (own.protocol === 'file:') {
    if (target.protocol === 'file:' && target.pathname.startsWith(dirOf(own.pathname))) return true
  } else if (target.origin === own.origin) {
    return true
  }
  return (
    (target.protocol === 'http:' || target.protocol === 'ws:') && target.hostname === '127.0.0.1'
  )
}

const dirOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1)

/**
 * Starts the lab in Electron: the lab host's simulators, one hardened window, the bridge over
 * one allow-listed IPC channel whose sender must be a lab page.
 *
 * @example
 * ```ts
 * import * as electron from 'electron'
 * startElectronLab(electron, createLabHost(), { rendererDir: join(import.meta.dirname, '../renderer') })
 * ```
 */
export function startElectronLab(
  electron: ElectronModule,
  host: LabHost,
  options: { rendererDir: string; preload: string; devUrl?: string },
): void {
  const { app, BrowserWindow, ipcMain, session } = electron
  const rendererUrl = options.devUrl ?? `file://${join(options.rendererDir, 'index.html')}`

  ipcMain.handle(IPC_CALL, async (event, request: unknown) => {
    const sender = event.senderFrame?.url ?? ''
    if (!isLabUrl(sender, rendererUrl)) {
      return { id: -1, ok: false, error: 'IPC refused: not a lab page' }
    }
    return host.handle(request)
  })

  const createWindow = async () => {
    const window = new BrowserWindow({
      width: 1440,
      height: 900,
      title: 'Portico lab',
      webPreferences: labWebPreferences(options.preload),
    })
    const contents = window.webContents
    contents.on('will-navigate', (event, url) => {
      if (!isLabUrl(url, rendererUrl)) event.preventDefault()
    })
    contents.setWindowOpenHandler(({ url }) =>
      isLabUrl(url, rendererUrl) ? { action: 'allow' } : { action: 'deny' },
    )
    const unsubscribe = host.onEvent((event) => contents.send(IPC_EVENT, event))
    window.on('closed', unsubscribe)
    if (options.devUrl) await window.loadURL(options.devUrl)
    else await window.loadFile(join(options.rendererDir, 'index.html'))
  }

  app.whenReady().then(async () => {
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({
        responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [LAB_CSP] },
      })
    })
    // No camera, microphone or notifications for any page of the lab.
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, done) =>
      done(false),
    )
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
}
