import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const MODAL = resolve(import.meta.dirname, '..')
const readme = readFileSync(resolve(MODAL, 'README.md'), 'utf8')
const manifest = JSON.parse(readFileSync(resolve(MODAL, 'package.json'), 'utf8')) as {
  repository: { url: string; directory: string }
  homepage: string
  bugs: { url: string }
  keywords: string[]
  exports: Record<string, unknown>
  peerDependencies: Record<string, string>
  peerDependenciesMeta: Record<string, { optional?: boolean }>
}
/** The repository's web address, from package.json (`git+https://…/x.git` → `https://…/x`). */
const repository = manifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, '')

/**
 * The README is what the npm registry's page shows: every link there must work from that page
 * (absolute, to this repository, naming a file or folder that exists), and it must cover every
 * entry and every peer a host may have to add.
 */
describe('the npm README and manifest', () => {
  it('default: package.json has repository, homepage, bugs and keywords, all of one repository', () => {
    expect(repository).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/)
    expect(manifest.repository.directory).toBe('modal')
    expect(manifest.homepage.startsWith(repository)).toBe(true)
    expect(manifest.bugs.url).toBe(`${repository}/issues`)
    expect(manifest.keywords.length).toBeGreaterThan(5)
  })

  it('behavior: every link is absolute, into the repository, and names a path that exists there', () => {
    const links = [...readme.matchAll(/\]\(([^)]+)\)/g)].map(([, href = '']) => href)
    expect(links.length).toBeGreaterThan(5)
    for (const href of links) {
      expect(href.startsWith(`${repository}`), href).toBe(true)
      const path = href.slice(repository.length).match(/^\/(?:blob|tree)\/main\/(.+)$/)?.[1]
      if (path) expect(existsSync(resolve(MODAL, '..', path)), href).toBe(true)
      else expect(['#readme', '/issues'], href).toContain(href.slice(repository.length))
    }
  })

  it('parameters: it names every entry and every peer dependency, and says the package is ESM only', () => {
    for (const subpath of Object.keys(manifest.exports)) {
      if (subpath === './package.json') continue
      expect(readme).toContain(`\`portico${subpath.slice(1)}\``)
    }
    for (const peer of Object.keys(manifest.peerDependencies)) {
      if (peer === 'react' || peer === 'react-dom') continue
      expect(readme, peer).toContain(peer)
    }
    expect(readme).toMatch(/ESM only/)
    for (const resolution of ['bundler', 'node16', 'nodenext', 'node10']) {
      expect(readme).toContain(`\`${resolution}\``)
    }
  })

  it('parameters: viem is the one required peer besides React; every chain library is optional', () => {
    const optional = Object.keys(manifest.peerDependencies).filter(
      (name) => manifest.peerDependenciesMeta[name]?.optional,
    )
    expect(
      Object.keys(manifest.peerDependencies).filter((name) => !optional.includes(name)),
    ).toEqual(['react', 'react-dom', 'viem'])
    expect(optional).toEqual(
      expect.arrayContaining([
        '@walletconnect/sign-client',
        '@solana/web3.js',
        '@polkadot/api',
        'bitcoinjs-lib',
        '@bitcoinerlab/secp256k1',
        '@wagmi/core',
      ]),
    )
  })
})
