import { cp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve } from 'node:path'
import type { Browser } from '@playwright/test'
import { build } from 'esbuild'
import { launchChromium } from '../bench/chromium'
import { PORTICO_SOURCE_CONDITION } from '../porticoSource'
import { ONLY_LOOPBACK, SHOT_SIZES, SHOT_THEMES } from './shotSettings'

/**
 * `npx tsx scripts/visual/peers.ts [view …]`: the peers' Connect, Account and wrong-network views
 * and connect buttons (`button`) for
 * docs/visual-review.md (issue 36), rebuilt offline. RainbowKit and AppKit are installed
 * OUTSIDE the repo (`PEERS_DIR`, default /tmp/peers, see the doc for the one `npm install`);
 * their pages (bench/peers/visual: each opens the asked view at once, beside one EIP-6963
 * "Fixture Wallet") are copied there, bundled with esbuild against that folder's node_modules, served
 * from 127.0.0.1 and shot in headless Chromium that resolves no other host: nothing leaves the
 * machine, so what a peer fetches from its own servers is missing, as it is offline. Each is
 * shot at 1440×900 (cropped to the modal) and on a 390×844 phone (iPhone user agent, touch; the
 * whole screen, as the sheet sits on it), light and dark, into
 * docs/visual-review/peers/<peer>-<view>-<theme>-<desktop|phone>.png.
 */
const PEERS_DIR = resolve(process.env.PEERS_DIR ?? '/tmp/peers')
const OUT_DIR = resolve('docs/visual-review/peers')
const PEER_BUTTON = 'view=button&'

/**
 * The views shot, by the page's query: Connect; Account with the fixture wallet connected; the
 * same wallet on chain 999, which the page does not offer (each peer's wrong-network view).
 */
const VIEWS = {
  connect: 'view=connect',
  account: 'view=account',
  'account-unsupported': 'view=account&chain=999',
} as const

/** Each peer: its page's entry and the element that is its modal card. */
const PEERS = {
  rainbowkit: { entry: 'rainbowkit.jsx', card: '[role="dialog"] [role="document"] > div > div' },
  appkit: { entry: 'appkit.js', card: 'wui-card' },
} as const

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
}

async function bundle(): Promise<string> {
  const src = join(PEERS_DIR, 'src')
  const dist = join(PEERS_DIR, 'dist')
  // Bundled from inside the peers' folder, so every import resolves to its node_modules (one React).
  await cp(resolve('bench/peers/visual'), src, { recursive: true })
  await build({
    entryPoints: Object.values(PEERS).map((peer) => join(src, peer.entry)),
    bundle: true,
    format: 'esm',
    minify: true,
    outdir: dist,
    jsx: 'automatic',
    loader: { '.png': 'dataurl', '.svg': 'dataurl' },
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'warning',
  })
  for (const name of Object.keys(PEERS)) {
    const css = name === 'rainbowkit' ? '<link rel="stylesheet" href="rainbowkit.css">' : ''
    await writeFile(join(dist, `${name}.html`), pageHtml(name, css))
  }
  // Portico's host button, bundled from the repo's sources (its own React) beside them.
  await build({
    entryPoints: [resolve('bench/peers/visual/porticoButton.jsx')],
    bundle: true,
    format: 'esm',
    minify: true,
    outdir: dist,
    jsx: 'automatic',
    conditions: [PORTICO_SOURCE_CONDITION],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  await writeFile(join(dist, 'porticoButton.html'), pageHtml('porticoButton'))
  return dist
}

function pageHtml(name: string, head = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body style="margin:0"><div id="root"></div><script type="module" src="${name}.js"></script></body></html>`
}

/**
 * Each library's connect button alone, as a host page shows it (light and dark, desktop): the
 * peers' into docs/visual-review/peers/<peer>-button-<theme>.png, Portico's into
 * docs/visual-review/issue36/button-<theme>.png.
 */
async function shootButtons(browser: Browser, origin: string): Promise<void> {
  const pages = { rainbowkit: PEER_BUTTON, appkit: PEER_BUTTON, porticoButton: '' }
  for (const [name, query] of Object.entries(pages))
    for (const theme of SHOT_THEMES) {
      const context = await browser.newContext({ ...SHOT_SIZES.desktop, colorScheme: theme })
      const tab = await context.newPage()
      await tab.goto(`${origin}/${name}.html?${query}theme=${theme}`)
      const shot = tab.locator('#shot')
      await shot.locator('button').first().waitFor({ state: 'visible' })
      await tab.evaluate(() => new Promise((done) => setTimeout(done, 1000)))
      const file =
        name === 'porticoButton'
          ? resolve(`docs/visual-review/issue36/button-${theme}.png`)
          : join(OUT_DIR, `${name}-button-${theme}.png`)
      await shot.screenshot({ path: file, animations: 'disabled' })
      console.log(file)
      await context.close()
    }
}

function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = join(dir, new URL(request.url ?? '/', 'http://x').pathname)
    readFile(path).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        })
        response.end(body)
      },
      () => {
        response.writeHead(404)
        response.end()
      },
    )
  })
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
}

async function main(): Promise<void> {
  const dist = await bundle()
  const server = await serve(dist)
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  await mkdir(OUT_DIR, { recursive: true })
  const browser = await launchChromium([ONLY_LOOPBACK])
  const only = process.argv.slice(2)
  const views = Object.entries(VIEWS).filter(([view]) => only.length === 0 || only.includes(view))
  try {
    for (const [name, peer] of Object.entries(PEERS))
      for (const [view, query] of views)
        for (const theme of SHOT_THEMES)
          for (const [size, options] of Object.entries(SHOT_SIZES)) {
            const context = await browser.newContext({
              ...options,
              colorScheme: theme,
              reducedMotion: 'reduce',
            })
            const page = await context.newPage()
            await page.goto(`${origin}/${name}.html?${query}&theme=${theme}`)
            const card = page.locator(peer.card).first()
            await card.waitFor({ state: 'visible' })
            // Their entrance animations and the failed fetches settle before the shot.
            await page.waitForLoadState('networkidle')
            await page.evaluate(() => new Promise((done) => setTimeout(done, 1500)))
            const file = join(OUT_DIR, `${name}-${view}-${theme}-${size}.png`)
            if (size === 'phone') await page.screenshot({ path: file, animations: 'disabled' })
            else await card.screenshot({ path: file, animations: 'disabled' })
            console.log(file)
            await context.close()
          }
    if (only.length === 0 || only.includes('button')) await shootButtons(browser, origin)
  } finally {
    await browser.close()
    server.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
