import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findFixedWaits, findUnexplainedQuietPeriods } from './fixedWaits'

const root = join(import.meta.dirname, '..', '..')

const trees: string[] = []

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'fixed-waits-'))
  trees.push(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

describe('fixed waits in specs, scenario steps and unit tests', () => {
  afterEach(() => {
    for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('default: no spec, scenario step or unit test sleeps on the wall clock; each wait is on a condition', () => {
    expect(findFixedWaits(root)).toEqual([])
  })

  it('default: every quiet period (the negative checks) says what it shows does not happen', () => {
    expect(findUnexplainedQuietPeriods(root)).toEqual([])
  })

  it("behavior: a sleep, a window timer and Playwright's fixed wait are found; the virtual clock is not", () => {
    // The fixture's source text is assembled, so that this file holds no such call itself (a
    // scan of the repository for fixed waits would otherwise find the fixture).
    const timer = ['set', 'Timeout'].join('')
    const pageWait = `await page.${['waitFor', 'Timeout'].join('')}(150)`
    const dir = tree({
      'scenarios/a/step.ts': [
        `await new Promise((resolve) => ${timer}(resolve, 300))`,
        `window.${timer}(done, 10)`,
        `ctx.clock.${timer}(done, 30_000)`,
        `test.${timer}(60_000)`,
        `// ${timer}(resolve, 5) in a comment`,
      ].join('\n'),
      'e2e/x.spec.ts': pageWait,
      'e2e/x.test.ts': pageWait,
      'modal/y.test.tsx': [
        `await new Promise((resolve) => ${timer}(resolve, 0))`,
        `await new Promise((r) => ${timer}(r))`,
        `await new Promise((resolve) => ${timer}(resolve, 20))`,
      ].join('\n'),
      'modal/y.ts': `${timer}(tick, 1000)`,
    })
    expect(
      findFixedWaits(dir)
        .map(({ file, line }) => `${file}:${line}`)
        .sort(),
    ).toEqual([
      'e2e/x.spec.ts:1',
      'e2e/x.test.ts:1',
      'modal/y.test.tsx:3',
      'scenarios/a/step.ts:1',
      'scenarios/a/step.ts:2',
    ])
  })

  it('behavior: a quiet period without a reason of a few words is found', () => {
    const dir = tree({
      'scenarios/b.ts': [
        "await quietPeriod(300, 'the wallet is never asked to sign')",
        "await quietPeriod(300, 'settle')",
        'await quietPeriod(300, reason)',
      ].join('\n'),
    })
    expect(findUnexplainedQuietPeriods(dir).map(({ line }) => line)).toEqual([2, 3])
  })
})
