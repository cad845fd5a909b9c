import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ANALYTICS_EVENT_NAMES } from '../services/analytics/events'

const MODAL = resolve(__dirname, '../..')

/** The product's own sources: every .ts/.tsx under modal/ but tests, test helpers and dist. */
function productSources(dir = MODAL): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'testing'].includes(entry.name) ? [] : productSources(path)
    }
    const source = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
    return source ? [path] : []
  })
}

const sources = productSources().map((path) => ({
  file: relative(MODAL, path),
  text: readFileSync(path, 'utf8'),
}))

describe('one event path', () => {
  it('default: only the analytics reporter hands events to analytics; every other module emits on the feed', () => {
    const callers = sources
      .filter(({ file }) => !file.startsWith('core/services/analytics/'))
      .filter(({ text }) => /analytics\??\.sendEvent\(/.test(text))
      .map(({ file }) => file)
    expect(callers).toEqual(['core/analyticsReporter.ts'])
  })

  it('behavior: each SPEC §7 event name has a producer in the product (none is declared and never sent)', () => {
    const product = sources
      .filter(({ file }) => file !== 'core/services/analytics/events.ts')
      .map(({ text }) => text)
      .join('\n')
    const orphans = ANALYTICS_EVENT_NAMES.filter((name) => !product.includes(`'${name}'`))
    expect(orphans).toEqual([])
  })
})
