import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { build } from 'vite'
import { type BenchServer, serveBenchPage } from '../scripts/bench/serveBenchPage'
import { test } from './test'

/**
 * Issue 11 defect 7 and issue 34 in Chromium: a page with two Portico instances ("shop" and
 * "admin") on the browser's real localStorage, with their own storageKeys or with none. After a
 * reload each restores its own connection and its own sign-in session, and one's disconnect
 * leaves the other's saved connection.
 */

type Name = 'shop' | 'admin'
declare global {
  interface Window {
    twoInstances: {
      connect(name: Name): Promise<void>
      disconnect(name: Name): Promise<void>
      status(name: Name): string
      signIn(name: Name): Promise<void>
      sessions(name: Name): Promise<number>
      ready: Promise<unknown>
    }
  }
}

let dir: string
let server: BenchServer

test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-two-'))
  await build({
    configFile: resolve(import.meta.dirname, 'fixtures/twoInstances/vite.config.ts'),
    build: { outDir: dir },
  })
  server = await serveBenchPage(dir)
})

test.afterAll(async () => {
  await server?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function load(page: Page, reload = false, query = '') {
  if (reload) await page.reload()
  else await page.goto(`${server.url}${query}`)
  await page.evaluate(() => window.twoInstances.ready)
}

const status = (page: Page, name: Name) => page.evaluate((n) => window.twoInstances.status(n), name)

test('behavior: two instances with different storageKeys restore their own connections after a reload', async ({
  page,
}) => {
  await load(page)
  await page.evaluate(() => window.twoInstances.connect('shop'))
  await load(page, true)
  expect(await status(page, 'shop')).toBe('connected')
  expect(await status(page, 'admin')).toBe('disconnected')

  await page.evaluate(() => window.twoInstances.connect('admin'))
  await page.evaluate(() => window.twoInstances.disconnect('admin'))
  await load(page, true)
  expect(await status(page, 'shop')).toBe('connected')
  expect(await status(page, 'admin')).toBe('disconnected')
  const keys = await page.evaluate(() => Object.keys(localStorage).sort())
  expect(keys).toContain('@portico/shop/connectedConnectorId:eip155')
  expect(keys.some((key) => key.startsWith('@portico/admin/'))).toBe(true)
})

test('behavior: two instances without a storageKey each reload to their own wallet and sign-in session', async ({
  page,
}) => {
  await load(page, false, '?storageKey=none')
  await page.evaluate(() => window.twoInstances.connect('shop'))
  await page.evaluate(() => window.twoInstances.signIn('shop'))
  await load(page, true)
  expect(await status(page, 'shop')).toBe('connected')
  expect(await status(page, 'admin')).toBe('disconnected')
  // The same account on the same chain: only the instance that signed in has a session.
  expect(await page.evaluate(() => window.twoInstances.sessions('shop'))).toBe(1)
  expect(await page.evaluate(() => window.twoInstances.sessions('admin'))).toBe(0)

  await page.evaluate(() => window.twoInstances.connect('admin'))
  await page.evaluate(() => window.twoInstances.signIn('admin'))
  await page.evaluate(() => window.twoInstances.disconnect('shop'))
  await load(page, true)
  expect(await status(page, 'shop')).toBe('disconnected')
  expect(await status(page, 'admin')).toBe('connected')
  expect(await page.evaluate(() => window.twoInstances.sessions('shop'))).toBe(0)
  expect(await page.evaluate(() => window.twoInstances.sessions('admin'))).toBe(1)
  const keys = await page.evaluate(() => Object.keys(localStorage).sort())
  expect(keys).toContain('@portico/~2/connectedConnectorId:eip155')
  expect(keys).toContain('@portico/~2/siwxSessions')
  expect(keys).not.toContain('@portico/siwxSessions')
})
