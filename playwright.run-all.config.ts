import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * The long lab check, kept out of `npm test` (a Run all of every scenario takes tens of
 * minutes): `npx playwright test -c playwright.run-all.config.ts`. It is the main config with
 * only e2e/labRunAll.run.ts, in Chromium.
 */
export default defineConfig({
  ...base,
  testMatch: /labRunAll\.run\.ts$/,
  projects: (base.projects ?? []).filter((project) => project.name === 'browser'),
})
