import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { esmSpecifier, rewriteDeclaration, rewriteDeclarations } from './declarationSpecifiers'

describe('declaration specifiers (node16 / nodenext)', () => {
  let dist: string
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'portico-dts-'))
    mkdirSync(join(dist, 'types/core/caip'), { recursive: true })
    mkdirSync(join(dist, 'types/exports'), { recursive: true })
    writeFileSync(join(dist, 'types/core/createPortico.d.ts'), 'export declare const a: 1\n')
    writeFileSync(join(dist, 'types/core/caip/index.d.ts'), 'export type B = 2\n')
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('default: a file gets .js, a folder /index.js', () => {
    const from = join(dist, 'types/exports/index.d.ts')
    expect(esmSpecifier(from, '../core/createPortico')).toBe('../core/createPortico.js')
    expect(esmSpecifier(from, '../core/caip')).toBe('../core/caip/index.js')
  })

  it('parameters: .js specifiers, unknown targets and bare packages stay as they are', () => {
    const from = join(dist, 'types/exports/index.d.ts')
    expect(esmSpecifier(from, '../core/createPortico.js')).toBe('../core/createPortico.js')
    expect(esmSpecifier(from, './es')).toBe('./es')
    const text = 'import type { Hex } from \'viem\'\nexport { a } from "react"\n'
    expect(rewriteDeclaration(from, text)).toBe(text)
  })

  it('behavior: from, export-from, import() types and side-effect imports are all rewritten', () => {
    const file = join(dist, 'types/exports/index.d.ts')
    const text = [
      "export { a } from '../core/createPortico'",
      'export type { B } from "../core/caip"',
      "type C = import('../core/createPortico').A",
      "import '../core/createPortico'",
    ].join('\n')
    writeFileSync(file, text)
    expect(rewriteDeclarations(dist)).toBe(1)
    expect(readFileSync(file, 'utf8').split('\n')).toEqual([
      "export { a } from '../core/createPortico.js'",
      'export type { B } from "../core/caip/index.js"',
      "type C = import('../core/createPortico.js').A",
      "import '../core/createPortico.js'",
    ])
    expect(rewriteDeclarations(dist)).toBe(0)
  })
})
