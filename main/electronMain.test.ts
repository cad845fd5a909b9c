import { describe, expect, it, vi } from 'vitest'
import { IPC_CALL } from './bridge/protocol'
import {
  type ElectronModule,
  IPC_ALLOWED_CHANNELS,
  isLabUrl,
  startElectronLab,
} from './electronMain'
import { LabHost } from './host/labHost'

type Listener = (...args: never[]) => unknown

/** A fake `electron` module that records what the main process asks of it. */
function fakeElectron() {
  const handlers = new Map<string, Listener>()
  const appListeners = new Map<string, Listener>()
  const contentsListeners = new Map<string, Listener>()
  const windows: { options: Electron.BrowserWindowConstructorOptions; loaded?: string }[] = []
  let openHandler: ((details: { url: string }) => { action: string }) | undefined
  let headersHook: Listener | undefined
  let ready: () => void = () => {}
  const whenReady = new Promise<void>((resolve) => {
    ready = resolve
  })
  class BrowserWindow {
    readonly webContents = {
      on: (name: string, listener: Listener) => contentsListeners.set(name, listener),
      setWindowOpenHandler: (handler: typeof openHandler) => {
        openHandler = handler
      },
      send: vi.fn(),
    }
    private readonly record: (typeof windows)[number]
    constructor(options: Electron.BrowserWindowConstructorOptions) {
      this.record = { options }
      windows.push(this.record)
    }
    on() {}
    async loadFile(path: string) {
      this.record.loaded = path
    }
    async loadURL(url: string) {
      this.record.loaded = url
    }
  }
  const electron = {
    app: {
      whenReady: () => whenReady,
      on: (name: string, listener: Listener) => appListeners.set(name, listener),
      quit: vi.fn(),
    },
    BrowserWindow,
    ipcMain: { handle: (channel: string, listener: Listener) => handlers.set(channel, listener) },
    session: {
      defaultSession: {
        webRequest: {
          onHeadersReceived: (hook: Listener) => {
            headersHook = hook
          },
        },
        setPermissionRequestHandler: vi.fn(),
      },
    },
  } as unknown as ElectronModule
  return {
    electron,
    handlers,
    windows,
    contentsListeners,
    open: (url: string) => openHandler?.({ url }).action,
    headers: () => headersHook,
    ready: async () => {
      ready()
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
  }
}

const options = { rendererDir: '/app/out/renderer', preload: '/app/out/preload/index.cjs' }

describe('the Electron main process', () => {
  it('default: one window, context isolation and sandbox on, node integration off', async () => {
    const fake = fakeElectron()
    startElectronLab(fake.electron, new LabHost([]), options)
    await fake.ready()
    expect(fake.windows).toHaveLength(1)
    expect(fake.windows[0]?.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      preload: '/app/out/preload/index.cjs',
    })
    expect(fake.windows[0]?.loaded).toBe('/app/out/renderer/index.html')
  })

  it('behavior: navigation and window.open stay on the lab’s own origins', async () => {
    const fake = fakeElectron()
    startElectronLab(fake.electron, new LabHost([]), options)
    await fake.ready()
    const navigate = fake.contentsListeners.get('will-navigate') as (
      event: { preventDefault(): void },
      url: string,
    ) => void
    const attempt = (url: string) => {
      const event = { preventDefault: vi.fn() }
      navigate(event, url)
      return event.preventDefault.mock.calls.length === 0
    }
    expect(attempt('file:///app/out/renderer/host.html?lab=1')).toBe(true)
    expect(attempt('http://127.0.0.1:4100/frame.html')).toBe(true)
    expect(attempt('https://example.com/')).toBe(false)
    expect(attempt('file:///etc/passwd')).toBe(false)
    expect(fake.open('http://127.0.0.1:4100/oauth')).toBe('allow')
    expect(fake.open('https://evil.example/')).toBe('deny')
    expect(fake.open('javascript:alert(1)')).toBe('deny')
  })

  it('behavior: every response carries the lab’s content security policy', async () => {
    const fake = fakeElectron()
    startElectronLab(fake.electron, new LabHost([]), options)
    await fake.ready()
    const callback = vi.fn()
    ;(fake.headers() as (d: unknown, cb: unknown) => void)({ responseHeaders: {} }, callback)
    const csp = callback.mock.calls[0]?.[0].responseHeaders['Content-Security-Policy'][0]
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("connect-src 'self' ws://127.0.0.1:* http://127.0.0.1:*")
    expect(csp).toContain("object-src 'none'")
  })

  it('behavior: only the allow-listed IPC channel is handled, and only for lab pages', async () => {
    const fake = fakeElectron()
    startElectronLab(fake.electron, new LabHost([]), options)
    expect([...fake.handlers.keys()]).toEqual([...IPC_ALLOWED_CHANNELS])
    expect(IPC_ALLOWED_CHANNELS).toEqual([IPC_CALL])
    const call = fake.handlers.get(IPC_CALL) as (event: unknown, request: unknown) => unknown
    const request = { id: 7, method: 'simulators.list' }
    await expect(
      call({ senderFrame: { url: 'file:///app/out/renderer/index.html' } }, request),
    ).resolves.toEqual({ id: 7, ok: true, result: [] })
    await expect(
      call({ senderFrame: { url: 'https://evil.example/' } }, request),
    ).resolves.toMatchObject({ ok: false, error: 'IPC refused: not a lab page' })
  })

  it('parameters: a dev server URL is the own origin instead of the files', () => {
    expect(isLabUrl('http://localhost:5173/host.html', 'http://localhost:5173/')).toBe(true)
    expect(isLabUrl('http://localhost:5174/', 'http://localhost:5173/')).toBe(false)
    expect(isLabUrl('not a url', 'http://localhost:5173/')).toBe(false)
  })
})
