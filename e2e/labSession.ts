import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test'

/**
 * One lab page per worker, reused by every replay: loading the lab and waiting for its
 * simulators cost ~1.5 s a test, a third of a short replay. Each replay still starts from a
 * first visit: the lab mounts a new demo frame per Run (a new document and JS heap), the demo
 * page empties its storage on a replay's first load (scenarios/runner/freshReplay.ts), and
 * before each test every origin the lab reached is cleared here (the auth frame's origin
 * too) and stray pop-ups are closed. After a failure the page is dropped and the next test
 * gets a new context, as every test did before.
 */
export class LabSession {
  private context: BrowserContext | undefined
  private page: Page | undefined
  private readonly origins = new Set<string>()

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  /** The lab page, loaded once, with everything but its own document reset. */
  async prepare(): Promise<Page> {
    if (this.context && this.page && !this.page.isClosed()) {
      await this.reset(this.context, this.page)
      return this.page
    }
    await this.discard()
    const context = await this.browser.newContext({ baseURL: this.baseURL })
    context.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol === 'http:' || url.protocol === 'https:') this.origins.add(url.origin)
    })
    const page = await context.newPage()
    this.context = context
    this.page = page
    await page.goto('/')
    return page
  }

  /** Drops the page (after a failure): the next test starts from a new context. */
  async discard(): Promise<void> {
    const context = this.context
    this.context = undefined
    this.page = undefined
    this.origins.clear()
    await context?.close()
  }

  private async reset(context: BrowserContext, page: Page): Promise<void> {
    for (const other of context.pages()) if (other !== page) await other.close()
    await context.clearCookies()
    const cdp = await context.newCDPSession(page)
    try {
      for (const origin of this.origins) {
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
      }
    } finally {
      await cdp.detach()
    }
  }
}

/**
 * Hands a test its worker's reused lab page, and drops that page after a failure (with a
 * full-page screenshot attached), so the next test starts from a new context.
 */
export async function useLabPage(
  session: LabSession,
  use: (page: Page) => Promise<void>,
  testInfo: TestInfo,
): Promise<void> {
  const page = await session.prepare()
  await use(page)
  if (testInfo.status !== testInfo.expectedStatus) {
    if (!page.isClosed()) {
      const screenshot = await page.screenshot({ fullPage: true }).catch(() => undefined)
      if (screenshot) await testInfo.attach('lab', { body: screenshot, contentType: 'image/png' })
    }
    await session.discard()
  }
}
