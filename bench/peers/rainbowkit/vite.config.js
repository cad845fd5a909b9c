import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The same production build as Portico's bench page (bench/vite.config.ts): minified, no
// source maps, modern target.
export default defineConfig({
  plugins: [react()],
  build: { sourcemap: false },
})
