import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { scenarios } from './index'

const doc = readFileSync(join(import.meta.dirname, '../docs/scenarios.md'), 'utf8')

/** The table rows of docs/scenarios.md: the rule and the scenario cell. */
function rows(): { rule: string; cell: string }[] {
  return doc
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .map((line) => line.split(' | '))
    .map(([rule = '', cell = '']) => ({ rule: rule.replace(/^\| /, ''), cell }))
    .filter((row) => row.rule !== 'rule' && row.rule !== 'timer')
}

describe('docs/scenarios.md', () => {
  it('default: every scenario id it names is registered', () => {
    const registered = new Set(scenarios.map((s) => s.id))
    const named = rows().flatMap((row) =>
      [...row.cell.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]),
    )
    expect(named.length).toBeGreaterThan(30)
    expect(named.filter((id) => !registered.has(id!))).toEqual([])
  })

  it('behavior: every rule names a scenario or says plainly that it is not covered', () => {
    const blank = rows().filter((row) => !/`[a-z0-9-]+`|\*\*not covered\*\*/.test(row.cell))
    expect(blank.map((row) => row.rule)).toEqual([])
  })
})
