import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { porticoSourceResolve } from './scripts/porticoSource.ts'

export default defineConfig({
  main: {
    build: { rollupOptions: { input: { index: resolve('main/index.ts') } } },
  },
  preload: {
    build: {
      rollupOptions: {
        input: { index: resolve('main/preload.ts') },
        // The window is sandboxed, and a sandboxed preload must be one CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('renderer'),
    // The lab imports Portico by its public entries, resolved to modal/'s sources.
    resolve: porticoSourceResolve.client,
    plugins: [react()],
    build: {
      rollupOptions: {
        input: {
          index: resolve('renderer/index.html'),
          host: resolve('renderer/host.html'),
          visual: resolve('renderer/visual.html'),
          gallery: resolve('renderer/gallery.html'),
          visualAuth: resolve('renderer/visual-auth/frame.html'),
        },
      },
    },
  },
})
