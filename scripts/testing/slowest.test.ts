import { describe, expect, it } from 'vitest'
import { slowestFiles, slowestSpecs } from './slowest'

describe('slowest tests', () => {
  it('default: vitest files are ranked by the time each took', () => {
    const rows = slowestFiles({
      testResults: [
        { name: `${process.cwd()}/a.test.ts`, startTime: 0, endTime: 1_500 },
        { name: `${process.cwd()}/b.test.ts`, startTime: 100, endTime: 9_100 },
      ],
    })
    expect(rows).toEqual([
      { name: 'b.test.ts', seconds: 9 },
      { name: 'a.test.ts', seconds: 1.5 },
    ])
  })

  it('behavior: a Playwright spec sums its repeats, found in nested suites', () => {
    const rows = slowestSpecs({
      suites: [
        {
          title: 'x.spec.ts',
          file: 'x.spec.ts',
          specs: [{ title: 'quick', tests: [{ results: [{ duration: 500 }] }] }],
          suites: [
            {
              title: 'group',
              specs: [
                { title: 'slow', tests: [{ results: [{ duration: 2_000 }, { duration: 3_000 }] }] },
              ],
            },
          ],
        },
      ],
    })
    expect(rows).toEqual([
      { name: 'x.spec.ts › slow', seconds: 5 },
      { name: 'x.spec.ts › quick', seconds: 0.5 },
    ])
  })
})
