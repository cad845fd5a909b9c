import { mkdir, readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { findCase, type VisualStep } from '../../renderer/src/visual/visualCases'
import { launchChromium } from '../bench/chromium'
import { porticoSourceResolve } from '../porticoSource'
import { ONLY_LOOPBACK, SHOT_SIZES, SHOT_THEMES } from './shotSettings'

/**
 * `npx tsx scripts/visual/portico.ts [--no-build]`: the Portico views issue 36 changed, shot as
 * the peers are (scripts/visual/peers.ts) for docs/visual-review.md: 1440×900 cropped to the
 * dialog, and a 390×844 phone (iPhone user agent, touch) as the whole screen, light and dark.
 * The visual fixture page (renderer/visual.html: fixed data, frozen clock, mock wallet, the
 * fixture auth frame) is built from the current sources into a folder of its own (out/ is the
 * lab's), served from 127.0.0.1 and shot in a Chromium that resolves no other host. A shot
 * starts from a state of renderer/src/visual/visualCases.ts and may then act as a host would
 * (ask for a signature, open a view). Writes docs/visual-review/issue36/<name>-<theme>-<size>.png.
 */
const BUILD_DIR = resolve(process.env.VISUAL_BUILD_DIR ?? '/tmp/portico-visual')
const OUT_DIR = resolve('docs/visual-review/issue36')
type VisualWindow = {
  __visual?: {
    ready: boolean
    tick(ms: number): void
    error?: string
    portico?: {
      modal: { close(): void }
      signIn: { required: boolean }
      open(options: { view: string }): void
      request(request: { method: string; params: unknown }): Promise<unknown>
      chains: {
        activeAddress?: string
        setAccount(namespace: string, patch: Record<string, unknown>): void
      }
    }
  }
}

/** One shot: a fixture state, then what the host does before it is taken. */
interface Shot {
  name: string
  view: string
  state: string
  act?: (page: Page) => Promise<void>
  /** Shoot the state as it opens, without its visitor steps. */
  noSteps?: boolean
}

/** Tokens whose icons did not load (no URL): what their fallback marks look like. */
const FALLBACK_TOKENS = (
  [
    ['USD Coin', 'USDC', '10000', 1],
    ['Tether USD', 'USDT', '2500', 1],
    ['Bitcoin', 'BTC', '0.0421', 64250],
    ['Chainlink', 'LINK', '12.5', 14.2],
  ] as const
).map(([name, symbol, numeric, price], index) => ({
  name,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${String(index + 1).padStart(40, '0')}`,
  value: Math.round(Number(numeric) * price * 100) / 100,
  price,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
}))

const SHOTS: readonly Shot[] = [
  { name: 'connect', view: 'Connect', state: 'default' },
  // With the embedded wallet: e-mail and the social row (the e-mail states start on Connect).
  { name: 'connect-email', view: 'EmailVerifyOtp', state: 'empty', noSteps: true },
  {
    // The embedded wallet's account asks for a personal_sign, as a host's signMessage does.
    name: 'approve-sign',
    view: 'UpdateEmail',
    state: 'empty',
    act: (page) =>
      page.evaluate(() => {
        const portico = (window as unknown as VisualWindow).__visual?.portico
        if (!portico) throw new Error('no portico on the page')
        portico.modal.close()
        const message = 'Sign in to Acme NFT Market\nNonce: 8f3a2c'
        const hex = `0x${[...new TextEncoder().encode(message)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
        void portico
          .request({ method: 'personal_sign', params: [hex, portico.chains.activeAddress] })
          .catch(() => {})
      }),
  },
  {
    // A required sign-in: the fixture page has no such state, so the script makes its sign-in
    // required (as `siwx: { required: true }` would) before the view opens again.
    name: 'sign-in-required',
    view: 'SIWXSignMessage',
    state: 'default',
    act: async (page) => {
      await page.evaluate(() =>
        (window as unknown as VisualWindow).__visual?.portico?.modal.close(),
      )
      // Closed and unmounted first: nothing observes the sign-in state while it is changed.
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await page.evaluate(() => {
        const portico = (window as unknown as VisualWindow).__visual?.portico
        if (!portico) throw new Error('no portico on the page')
        portico.signIn.required = true
        portico.open({ view: 'SIWXSignMessage' })
      })
    },
  },
  {
    // The wallet is on chain 999, which the page does not offer: the Account view.
    name: 'account-unsupported',
    view: 'UnsupportedChain',
    state: 'default',
    act: (page) =>
      page.evaluate(() => {
        const portico = (window as unknown as VisualWindow).__visual?.portico
        portico?.modal.close()
        portico?.open({ view: 'Account' })
      }),
  },
  { name: 'account-activity', view: 'Account', state: 'activity-filled' },
  // The social error (item 11), in the state of its e2e baselines, with the visitor's steps.
  { name: 'social-failed', view: 'ConnectingSocial', state: 'failed' },
  {
    // Tokens whose icons did not load: the fallback marks (USDC, USDT, BTC, a long symbol).
    name: 'account-token-fallbacks',
    view: 'Account',
    state: 'tokens-filled',
    act: async (page) => {
      // The fixture's own balances first, so they do not replace these when they arrive.
      await page.getByRole('dialog').getByText('Wrapped Bitcoin').waitFor()
      // Built here and handed in: a function declared inside evaluate() gets tsx's name helper.
      await page.evaluate((tokenBalance) => {
        ;(window as unknown as VisualWindow).__visual?.portico?.chains.setAccount('eip155', {
          tokenBalance,
        })
      }, FALLBACK_TOKENS)
    },
  },
]

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
}

async function buildPage(): Promise<void> {
  const root = resolve('renderer')
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: porticoSourceResolve.client,
    plugins: [react()],
    build: {
      outDir: BUILD_DIR,
      emptyOutDir: true,
      rollupOptions: {
        input: {
          visual: join(root, 'visual.html'),
          visualAuth: join(root, 'visual-auth/frame.html'),
        },
      },
    },
  })
}

function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = join(dir, new URL(request.url ?? '/', 'http://x').pathname)
    readFile(path).then(
      (body) => {
        const type = TYPES[extname(path)] ?? 'application/octet-stream'
        response.writeHead(200, { 'content-type': type })
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

/** One visitor step of a fixture state, as e2e/visual.spec.ts takes it. */
async function runStep(page: Page, step: VisualStep): Promise<void> {
  const dialog = page.getByRole('dialog')
  if ('fill' in step) await dialog.getByLabel(step.fill, { exact: true }).fill(step.value)
  else if ('click' in step) {
    const name = step.prefix ? new RegExp(`^${step.click}`) : step.click
    await dialog.getByRole('button', { name, exact: true }).first().click()
  } else if ('see' in step) {
    const seen = dialog.getByText(step.see).or(dialog.getByRole('progressbar', { name: step.see }))
    await seen.first().waitFor({ state: 'visible' })
  } else
    await page.evaluate((ms) => (window as unknown as VisualWindow).__visual?.tick(ms), step.tick)
}

async function shoot(page: Page, origin: string, shot: Shot, theme: string, size: string) {
  await page.goto(`${origin}/visual.html?view=${shot.view}&state=${shot.state}&theme=${theme}`)
  await page.waitForFunction(() => {
    const visual = (window as unknown as VisualWindow).__visual
    return visual?.ready === true || visual?.error !== undefined
  })
  await shot.act?.(page)
  const dialog = page.getByRole('dialog')
  await dialog.waitFor({ state: 'visible' })
  const steps = shot.noSteps ? [] : (findCase(shot.view, shot.state)?.steps ?? [])
  for (const step of steps) await runStep(page, step)
  await page.getByRole('progressbar', { name: 'Loading view' }).waitFor({ state: 'detached' })
  // The view's entrance (150 ms) and any image preload settle.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 800)))
  const file = join(OUT_DIR, `${shot.name}-${theme}-${size}.png`)
  if (size === 'phone') await page.screenshot({ path: file, animations: 'disabled' })
  else await dialog.screenshot({ path: file, animations: 'disabled' })
  console.log(file)
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) await buildPage()
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  const server = await serve(BUILD_DIR)
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  await mkdir(OUT_DIR, { recursive: true })
  const browser = await launchChromium([ONLY_LOOPBACK])
  try {
    for (const shot of SHOTS.filter((s) => only.length === 0 || only.includes(s.name)))
      for (const theme of SHOT_THEMES)
        for (const [size, options] of Object.entries(SHOT_SIZES)) {
          const context = await browser.newContext({ ...options, reducedMotion: 'reduce' })
          await shoot(await context.newPage(), origin, shot, theme, size)
          await context.close()
        }
  } finally {
    await browser.close()
    server.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
