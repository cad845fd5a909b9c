import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findVisibleLiterals } from './catalogueScan'

const MODAL = join(__dirname, '../..')

/** Every `.tsx` under modal/ but tests: the views, components and providers a visitor sees. */
function viewSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    // `testing/` holds stand-ins for tests (never shipped to a visitor).
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : viewSources(path)
    return entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name) ? [path] : []
  })
}

describe('catalogueScan', () => {
  it('default: no visible literal in modal/**/*.tsx outside the catalogue', () => {
    const files = viewSources(MODAL)
    expect(files.length).toBeGreaterThan(30)
    const found = files.flatMap((file) =>
      findVisibleLiterals(relative(MODAL, file), readFileSync(file, 'utf8')),
    )
    expect(found.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([])
  })

  it('behavior: reports JSX text and naming attributes given as literals', () => {
    const source = [
      'export const A = () => (',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the scanned source holds a template
      '  <div aria-label="Wallets" title={`Open ${name} now`}>',
      '    <p>Hello there</p>',
      '    <input placeholder={busy ? "Wait" : t("k")} />',
      '    {"Shown"}',
      '  </div>',
      ')',
    ].join('\n')
    const found = findVisibleLiterals('a.tsx', source).sort((a, b) => a.line - b.line)
    expect(found.map((f) => `${f.line} ${f.text}`)).toEqual([
      '2 Wallets',
      '2 Open',
      '2 now',
      '3 Hello there',
      '4 Wait',
      '5 Shown',
    ])
  })

  it('behavior: keys, class names, punctuation and allowed symbols pass', () => {
    const source = [
      'export const A = () => (',
      '  <p className="portico-row" aria-label={t("connect.title")} data-state="open">',
      '    {t("common.close")} · – {amount} ETH',
      '    {ok && <img alt="" src="x.png" />}',
      '  </p>',
      ')',
    ].join('\n')
    expect(findVisibleLiterals('b.tsx', source)).toEqual([])
  })
})
