import { defineConfig } from 'vitest/config'
import { porticoSourceAliases } from './scripts/porticoSource.ts'

/**
 * Unit tests run in Node; component tests (`*.test.tsx`) run in happy-dom.
 * The explicit `include` keeps Playwright specs in `e2e/` out of vitest.
 */
const roots = '{modal,main,renderer,simulators,scenarios,scripts}'

export default defineConfig({
  // `portico/…` imports resolve to modal/'s sources: no library build before the tests.
  resolve: { alias: porticoSourceAliases() },
  test: {
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          setupFiles: ['./vitest.services.setup.ts'],
          include: [`${roots}/**/*.test.ts`],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'happy-dom',
          setupFiles: ['./vitest.setup.ts', './vitest.services.setup.ts'],
          include: [`${roots}/**/*.test.tsx`],
        },
      },
    ],
  },
})
