import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPackage, ENTRIES } from './buildPackage'

/** The bare imports an output file loads at once (static imports), following its own chunks. */
function staticPackageImports(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>()
  if (seen.has(file)) return found
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const [, from = ''] of code.matchAll(
    /^import\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gm,
  )) {
    if (from.startsWith('.')) {
      for (const name of staticPackageImports(resolve(dirname(file), from), seen)) found.add(name)
    } else found.add(from)
  }
  return found
}

describe('the library build (modal/dist)', () => {
  let dist: string
  beforeAll(async () => {
    dist = join(mkdtempSync(join(tmpdir(), 'portico-dist-')), 'dist')
    await buildPackage(dist)
  })
  afterAll(() => rmSync(dirname(dist), { recursive: true, force: true }))

  it('default: every entry has its ESM file and its .d.ts', () => {
    for (const name of ENTRIES) {
      expect(existsSync(join(dist, `${name}.js`))).toBe(true)
      expect(readFileSync(join(dist, `${name}.d.ts`), 'utf8')).toContain(`exports/${name}`)
    }
  })

  it("behavior: only the React entry starts with 'use client'", () => {
    expect(readFileSync(join(dist, 'react.js'), 'utf8').startsWith('"use client"')).toBe(true)
    for (const name of ENTRIES.filter((entry) => entry !== 'react')) {
      expect(readFileSync(join(dist, `${name}.js`), 'utf8')).not.toMatch(/^["']use client/)
    }
  })

  it('behavior: viem and the WalletConnect client stay behind dynamic imports (lazy chunks)', () => {
    for (const name of ['index', 'react', 'eip155', 'walletconnect'] as const) {
      const eager = [...staticPackageImports(join(dist, `${name}.js`))]
      expect(eager.filter((id) => id === 'viem' || id.startsWith('@walletconnect/'))).toEqual([])
    }
    // The libraries are in the build, only later: the check above is not vacuous.
    const chunks = readdirSync(join(dist, 'chunks')).map((f) =>
      readFileSync(join(dist, 'chunks', f), 'utf8'),
    )
    expect(chunks.some((code) => /from "viem"/.test(code))).toBe(true)
    expect(chunks.some((code) => /from "@walletconnect\/sign-client"/.test(code))).toBe(true)
  })

  it('behavior: every relative specifier of the .d.ts files names a .js whose .d.ts exists (node16)', () => {
    const declarations = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) return declarations(path)
        return entry.name.endsWith('.d.ts') ? [path] : []
      })
    const files = declarations(dist)
    const specifiers = files.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\*|\/\/)/.test(line))
          .join('\n')
          .matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g),
      ].map(([, specifier = '']) => ({ file, specifier })),
    )
    expect(specifiers.length).toBeGreaterThan(files.length)
    const broken = specifiers.filter(
      ({ file, specifier }) =>
        !specifier.endsWith('.js') ||
        !existsSync(resolve(dirname(file), specifier.replace(/\.js$/, '.d.ts'))),
    )
    expect(broken).toEqual([])
  })

  it('parameters: each entry of the exports map has types, a typesVersions path and a source', () => {
    const manifest = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8'),
    )
    for (const name of ENTRIES) {
      const subpath = name === 'index' ? '.' : `./${name}`
      expect(manifest.exports[subpath]).toMatchObject({
        types: `./dist/${name}.d.ts`,
        import: `./dist/${name}.js`,
        'portico-source': `./exports/${name}.ts`,
      })
      const typesPath = name === 'index' ? '*' : name
      expect(manifest.typesVersions['*'][typesPath]).toEqual([`./dist/${name}.d.ts`])
      expect(existsSync(resolve(import.meta.dirname, `../exports/${name}.ts`))).toBe(true)
    }
  })
})
