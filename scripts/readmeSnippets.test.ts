import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')

/** The fenced code blocks of a Markdown file whose first line is `// <path>`, by path. */
function snippetsByPath(markdown: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const [, body = ''] of markdown.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const [first, ...rest] = body.split('\n')
    const path = first?.match(/^\/\/ (\S+)/)?.[1]
    if (path) found.set(path, rest.join('\n'))
  }
  return found
}

/**
 * The README's Embedding snippets, docs/with-wagmi.md's and docs/ssr.md's are the examples'
 * files, word for word: e2e/examples.spec.ts installs, compiles and runs those, so the docs
 * cannot rot.
 */
describe('documentation snippets', () => {
  it('default: the README Embedding snippets are examples/vite-react19 files', () => {
    const snippets = snippetsByPath(readFileSync(resolve(ROOT, 'README.md'), 'utf8'))
    expect([...snippets.keys()]).toEqual(['src/portico.ts', 'src/App.tsx', 'src/withSolana.ts'])
    for (const [path, code] of snippets) {
      expect(code).toBe(readFileSync(resolve(ROOT, 'examples/vite-react19', path), 'utf8'))
    }
  })

  it('default: the wagmi page snippet is examples/vite-wagmi/src/wagmi.ts', () => {
    const snippets = snippetsByPath(readFileSync(resolve(ROOT, 'docs/with-wagmi.md'), 'utf8'))
    const code = snippets.get('src/wagmi.ts')
    expect(code).toBe(readFileSync(resolve(ROOT, 'examples/vite-wagmi/src/wagmi.ts'), 'utf8'))
  })

  it("default: docs/ssr.md's Next.js files are examples/next-app-router's (providers.tsx with fixed networks, not the e2e's anvil node)", () => {
    const snippets = snippetsByPath(readFileSync(resolve(ROOT, 'docs/ssr.md'), 'utf8'))
    const example = (path: string) =>
      readFileSync(resolve(ROOT, 'examples/next-app-router', path), 'utf8')
    expect([...snippets.keys()]).toEqual([
      'app/layout.tsx',
      'app/providers.tsx',
      'app/page.tsx',
      'app/account.tsx',
    ])
    for (const path of ['app/layout.tsx', 'app/page.tsx', 'app/account.tsx']) {
      expect(snippets.get(path)).toBe(example(path))
    }
    const anvil = /\/\*\* A local node .*\nconst rpc = .*\nconst networks = .*\n\n/
    expect(example('app/providers.tsx')).toMatch(anvil)
    const withoutAnvil = example('app/providers.tsx')
      .replace(anvil, '')
      .replace('createAnvilNetwork, ', '')
      .replace('networks,', 'networks: [ethereum, base],')
    expect(snippets.get('app/providers.tsx')).toBe(withoutAnvil)
  })
})
