import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'

export default defineConfig({
  main: {
    build: { rollupOptions: { input: { index: resolve('main/index.ts') } } },
  },
  preload: {
    build: { rollupOptions: { input: { index: resolve('main/preload.ts') } } },
  },
  renderer: {
    root: resolve('renderer'),
    plugins: [react()],
    build: {
      rollupOptions: {
        input: {
          index: resolve('renderer/index.html'),
          host: resolve('renderer/host.html'),
        },
      },
    },
  },
})
