import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { createStaticHandler } from '../main/browser/staticFiles'
import { startTestAnvil, type TestAnvil } from '../simulators/chains/testAnvil'
import { bundleWalletShim, npm, type PackedPortico, packPortico } from './examples/exampleApps'
import { recordOutsideRequests } from './loopbackOnly'
import { test } from './test'

/**
 * Issue 32, as a new host meets the package: an empty eip155-only host (no scaffold, nothing
 * but its own few lines) installs the packed tarball with react, react-dom, viem and vite. It
 * gets no other family's library, its stock `vite build` emits no other family's chunk, and its
 * page shows Portico under a strict CSP (script-src and style-src 'self' plus a nonce) with no
 * violation. Then the host adds WalletConnect (its client and `walletConnect()`), and still no
 * other family is installed or built.
 */

const INSTALL_MS = 300_000
const NONCE = 'p0rt1c0n0nce'
/** Alpha Wallet's account (anvil's first), as the button shows it. */
const ALPHA_SHORT = /0xf39F…2266/

/** What an install must not bring unless the host asked for it, by package-name prefix. */
const OTHER_FAMILIES = ['@polkadot/', '@solana/', 'bitcoinjs-lib', '@bitcoinerlab/']
const WALLETCONNECT = '@walletconnect/'
/** The file names Vite gives the other families' chunks (their modules in portico/dist). */
const OTHER_FAMILY_CHUNK = /polkadot|solana|bip122|bitcoin|sats-/i

test.describe.configure({ mode: 'serial' })

let tmp: string
let host: string
let packed: PackedPortico
let anvil: TestAnvil
let shim: string

/** The root's installed version of a package, as a caret range (so npm finds it cached). */
async function caret(name: string): Promise<string> {
  const manifest = JSON.parse(
    await readFile(join(import.meta.dirname, '..', 'node_modules', name, 'package.json'), 'utf8'),
  ) as { version: string }
  return `^${manifest.version}`
}

/** Every package name installed under `app`/node_modules, nested ones included. */
async function installedPackages(dir: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue
    if (entry.name.startsWith('@')) {
      for (const scoped of await readdir(join(dir, entry.name))) {
        found.push(`${entry.name}/${scoped}`)
        found.push(...(await installedPackages(join(dir, entry.name, scoped, 'node_modules'))))
      }
    } else {
      found.push(entry.name)
      found.push(...(await installedPackages(join(dir, entry.name, 'node_modules'))))
    }
  }
  return found
}

const of = (names: string[], prefixes: string[]) =>
  names.filter((name) => prefixes.some((prefix) => name.startsWith(prefix)))

/** The host's one source file: Portico's few lines, optionally with WalletConnect. */
function hostMain(withWalletConnect: boolean): string {
  return `import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { createPortico } from 'portico'
import { createAnvilNetwork, ethereum, loadEip155Adapter } from 'portico/eip155'
import { PorticoButton, PorticoProvider } from 'portico/react'
${withWalletConnect ? "import { walletConnect } from 'portico/walletconnect'\n" : ''}
const rpc = new URLSearchParams(location.search).get('rpc')
const metadata = { name: 'Host', description: 'An eip155 host', url: location.origin, icons: [] }
const portico = createPortico({
  projectId: 'package-host',
  metadata,
  networks: [rpc ? createAnvilNetwork(rpc) : ethereum],
  adapters: { eip155: () => loadEip155Adapter({ window }) },
  ${withWalletConnect ? "connectors: [walletConnect({ projectId: 'package-host', metadata })]," : ''}
})
createRoot(document.getElementById('root')!).render(
  createElement(PorticoProvider, { portico, nonce: '${NONCE}' }, createElement(PorticoButton)),
)
`
}

/** Runs the host's stock build (`vite build`) into `outDir`; returns Vite's output and files. */
async function buildHost(withWalletConnect: boolean, outDir: string) {
  await writeFile(join(host, 'src/main.ts'), hostMain(withWalletConnect))
  const output = await npm(host, ['run', 'build', '--', '--outDir', outDir])
  const files = await readdir(join(host, outDir, 'assets'))
  return { output, files }
}

test.beforeAll(async () => {
  test.setTimeout(INSTALL_MS)
  tmp = await mkdtemp(join(tmpdir(), 'portico-package-host-'))
  host = join(tmp, 'host')
  await mkdir(join(host, 'src'), { recursive: true })
  ;[packed, anvil, shim] = await Promise.all([
    packPortico(tmp),
    startTestAnvil(),
    bundleWalletShim(),
  ])
  const manifest = {
    name: 'eip155-host',
    private: true,
    type: 'module',
    scripts: { build: 'vite build' },
    dependencies: {
      portico: `file:${packed.tarball}`,
      react: await caret('react'),
      'react-dom': await caret('react-dom'),
      viem: await caret('viem'),
    },
    devDependencies: { vite: await caret('vite') },
  }
  await writeFile(join(host, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  await writeFile(
    join(host, 'index.html'),
    '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>eip155 host</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.ts"></script></body></html>\n',
  )
  await npm(host, ['install', '--no-audit', '--no-fund', '--prefer-offline'])
})

test.afterAll(async () => {
  await anvil?.stop()
  if (tmp) await rm(tmp, { recursive: true, force: true })
})

test('default: the tarball carries every family, but an eip155-only host installs none of the others, nor WalletConnect', async () => {
  // Not vacuous: the package itself holds the other families' and WalletConnect's code.
  expect(packed.files.filter((path) => OTHER_FAMILY_CHUNK.test(path)).length).toBeGreaterThan(3)
  expect(packed.files.some((path) => /signClientTransport/.test(path))).toBe(true)
  const installed = await installedPackages(join(host, 'node_modules'))
  expect(installed).toEqual(expect.arrayContaining(['portico', 'react', 'react-dom', 'viem']))
  expect(of(installed, [...OTHER_FAMILIES, WALLETCONNECT])).toEqual([])
})

test('behavior: its stock vite build emits no other family chunk and no chunk over 500 kB', async () => {
  test.setTimeout(INSTALL_MS)
  const { output, files } = await buildHost(false, 'dist')
  expect(files.some((name) => /\.js$/.test(name))).toBe(true)
  expect(files.filter((name) => OTHER_FAMILY_CHUNK.test(name))).toEqual([])
  expect(output).not.toMatch(/larger than 500 kB/)
})

/** Serves the built host with a strict CSP: 'self' and the nonce only, for scripts and styles. */
async function serveStrict(dir: string) {
  const serve = createStaticHandler(dir)
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${NONCE}'`,
    `style-src 'self' 'nonce-${NONCE}'`,
    "img-src 'self' data:",
    "connect-src 'self' http://127.0.0.1:*",
  ].join('; ')
  const server = createServer((req, res) => {
    res.setHeader('content-security-policy', csp)
    serve(req, res).catch(() => res.writeHead(500).end())
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/** Collects CSP violations (the page's own event and Chromium's console report). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation(text: string): void })
        .__reportViolation
      report(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return violations
}

test('behavior: under a strict CSP (nonce only) the modal opens, connects and shows the account with 0 violations', async ({
  page,
}) => {
  test.setTimeout(INSTALL_MS)
  await buildHost(false, 'dist')
  const server = await serveStrict(join(host, 'dist'))
  try {
    const violations = await watchViolations(page)
    const outside = recordOutsideRequests(page)
    await page.addInitScript({ content: shim })
    await page.goto(`${server.url}?rpc=${encodeURIComponent(anvil.rpcUrl)}`)
    await page.getByRole('button', { name: /Connect/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog).toBeVisible()
    // The overlay host's reset applies (set through the CSSOM, which the CSP allows).
    const reset = await page
      .locator('portico-modal')
      .evaluate((element) => getComputedStyle(element).display)
    expect(reset).toBe('contents')
    await dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: ALPHA_SHORT }).click()
    await expect(page.getByRole('dialog')).toContainText(ALPHA_SHORT)
    expect(violations).toEqual([])
    expect(outside).toEqual([])
  } finally {
    await server.close()
  }
})

test('behavior: the host adds WalletConnect: only its client comes in, and still no other family is installed or built', async () => {
  test.setTimeout(INSTALL_MS)
  const client = await caret('@walletconnect/sign-client')
  await npm(host, [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    `@walletconnect/sign-client@${client}`,
  ])
  const installed = await installedPackages(join(host, 'node_modules'))
  expect(installed).toContain('@walletconnect/sign-client')
  expect(of(installed, OTHER_FAMILIES)).toEqual([])
  const { output, files } = await buildHost(true, 'dist-wc')
  // The sign client is in the build (its own lazy chunk), no other family is.
  const code = await Promise.all(
    files.map((name) => readFile(join(host, 'dist-wc/assets', name), 'utf8')),
  )
  expect(code.some((text) => text.includes('wc_sessionPropose'))).toBe(true)
  expect(files.filter((name) => OTHER_FAMILY_CHUNK.test(name))).toEqual([])
  expect(output).not.toMatch(/larger than 500 kB/)
})
