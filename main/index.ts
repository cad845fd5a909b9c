import { join } from 'node:path'
import * as electron from 'electron'
import { startElectronLab } from './electronMain'
import { createLabHost } from './host/createLabHost'

/** Electron mode: the main process runs the lab host and one hardened window (electronMain.ts). */
startElectronLab(electron, createLabHost({ log: (line) => console.log(`[lab] ${line}`) }), {
  rendererDir: join(import.meta.dirname, '../renderer'),
  // Sandboxed preloads must be CommonJS (electron.vite.config.ts builds it so).
  preload: join(import.meta.dirname, '../preload/index.cjs'),
  ...(process.env.ELECTRON_RENDERER_URL ? { devUrl: process.env.ELECTRON_RENDERER_URL } : {}),
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => electron.app.quit())
