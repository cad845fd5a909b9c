import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { build } from 'vite'
import { type BenchServer, serveBenchPage } from '../scripts/bench/serveBenchPage'

/**
 * Issue 11 defect 7 in Chromium: a page with two Portico instances ("shop" and "admin", each
 * with its own storageKey) on the browser's real localStorage. After a reload each restores its
 * own connection, and one's disconnect leaves the other's saved connection.
 */

type Name = 'shop' | 'admin'
declare global {
  interface Window {
    twoInstances: {
      connect(name: Name): Promise<void>
      disconnect(name: Name): Promise<void>
      status(name: Name): string
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

async function load(page: Page, reload = false) {
  if (reload) await page.reload()
  else await page.goto(server.url)
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
