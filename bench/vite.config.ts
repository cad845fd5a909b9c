import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { porticoSourceResolve } from '../scripts/porticoSource.ts'

/**
 * The minimal production host page the start-up benchmark measures: React, one Portico
 * instance and a PorticoButton, nothing else. Built by `scripts/bench/buildBenchPage.ts`.
 */
export default defineConfig({
  root: resolve(import.meta.dirname),
  base: './',
  plugins: [react()],
  // Measures Portico as built from modal/'s sources, imported by its public entries.
  resolve: porticoSourceResolve.client,
  logLevel: 'warn',
  build: {
    outDir: resolve(import.meta.dirname, '../out/bench'),
    emptyOutDir: true,
    reportCompressedSize: false,
  },
})
