import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findForbiddenImports } from './publicImports'

const ROOT = resolve(import.meta.dirname, '..')

/**
 * The lab, the scenarios, the bench, the e2e specs and the examples are hosts: they import
 * Portico through `portico`, `portico/react`, … only. The simulators are not checked: they
 * stand in for the outside world (wallets, relay, phone) and run in Node processes that
 * import the pieces they simulate against (the safe RPC list, the WalletConnect storage).
 */
const HOST_DIRS = ['renderer', 'scenarios', 'bench', 'e2e', 'examples', 'main']

/**
 * The files allowed through: a contract test of the lab's phone camera (readQrCode) against
 * the modal's own QR drawing, which no public entry exposes on its own.
 */
const ALLOWED = new Set([
  'renderer/src/phone/readQrCode.test.tsx',
  // The same camera reading the farcaster sign-in QR code the modal draws.
  'renderer/src/phone/farcasterSignIn.test.tsx',
  // A test page with two instances on a fake adapter (no wallet, no chain): the fake adapter
  // and its fixtures are the core's test doubles, not part of the package's public API.
  'e2e/fixtures/twoInstances/main.ts',
  // A contract test of the visual fixture's auth frame: its fixed answers must pass the
  // modal's own frame-message schema, which no public entry exposes (the frame client is
  // internal to `portico/auth`).
  'renderer/src/visual/auth/frameAnswers.test.ts',
])

describe('public imports', () => {
  it('default: no host file imports a modal/ path or a non-public portico/ subpath', () => {
    const found = findForbiddenImports(ROOT, HOST_DIRS).filter((f) => !ALLOWED.has(f.file))
    expect(found).toEqual([])
  })

  it('behavior: a relative import into modal/ and a deep portico/ import are both reported', () => {
    const root = mkdtempSync(join(tmpdir(), 'portico-imports-'))
    try {
      mkdirSync(join(root, 'modal/core'), { recursive: true })
      mkdirSync(join(root, 'renderer/src'), { recursive: true })
      writeFileSync(
        join(root, 'renderer/src/page.ts'),
        [
          "import { createPortico } from 'portico'",
          "import { PorticoButton } from 'portico/react'",
          "import { Portico } from '../../modal/core/createPortico'",
          "const lazy = () => import('portico/dist/index.js')",
        ].join('\n'),
      )
      expect(findForbiddenImports(root, ['renderer'])).toEqual([
        { file: 'renderer/src/page.ts', specifier: '../../modal/core/createPortico' },
        { file: 'renderer/src/page.ts', specifier: 'portico/dist/index.js' },
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
