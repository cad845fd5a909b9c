import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { TEST_CEILING_MS, WAIT_CEILING_MS } from './scenarios/runner/patience.ts'
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
    // Ceilings for a loaded runner (scenarios/runner/patience.ts): every wait returns as soon as
    // its condition holds, so they only decide how long a real failure takes to show.
    testTimeout: TEST_CEILING_MS,
    // Every core: vitest's default leaves one free, which on CI's 2 cores is one worker. Much
    // of a file's time is import and set-up waiting on I/O, so two workers took the unit phase
    // from 290 s to 196 s here.
    maxWorkers: availableParallelism(),
    // Worker threads, not child processes: each file still gets a fresh module graph, but a
    // thread starts and imports faster than a process. Side by side on one machine, the same
    // component tests took 76-87 s in threads against 92-95 s in forks, modal/core 52 s
    // against 68 s; the whole unit phase passes in threads (docs/reliability.md).
    pool: 'threads',
    hookTimeout: TEST_CEILING_MS,
    expect: { poll: { timeout: WAIT_CEILING_MS } },
    globalSetup: ['./scripts/testing/leftoverProcesses.globalSetup.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          setupFiles: ['./vitest.patience.setup.ts', './vitest.services.setup.ts'],
          include: [`${roots}/**/*.test.ts`],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'happy-dom',
          setupFiles: [
            './vitest.patience.setup.ts',
            './vitest.setup.ts',
            './vitest.services.setup.ts',
          ],
          include: [`${roots}/**/*.test.tsx`],
        },
      },
    ],
  },
})
