import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The minimal production host page the start-up benchmark measures: React, one Portico
 * instance and a PorticoButton, nothing else. Built by `scripts/bench/buildBenchPage.ts`.
 */
export default defineConfig({
  root: resolve(import.meta.dirname),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: resolve(import.meta.dirname, '../out/bench'),
    emptyOutDir: true,
    reportCompressedSize: false,
  },
})
