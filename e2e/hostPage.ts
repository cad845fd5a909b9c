import { expect, type Page } from '@playwright/test'

/** What the demo host page exposes with `lab=1` (the parts these specs drive). */
export type LabWindow = {
  __porticoLab: {
    wallets: Record<string, { update(patch: Record<string, unknown>): void }>
    portico: {
      open(options?: { view?: string }): void
      close(): boolean
      theme: { setMode(mode: 'light' | 'dark'): void }
      connection: { connect(namespace: string, connectorId: string): Promise<void> }
    }
  }
}

/**
 * Opens the lab's demo host page on its own (the lab page points it at the running
 * simulators), with `extra` query parameters (e.g. `&siwx=required`).
 *
 * @example
 * ```ts
 * await openHostPage(page, '&smartSessions=1')
 * ```
 */
export async function openHostPage(page: Page, extra = ''): Promise<void> {
  await page.goto('/')
  const frame = page.getByTitle('Demo host site')
  await expect(frame).toHaveAttribute('src', /host\.html\?/)
  await page.goto(new URL(`${await frame.getAttribute('src')}${extra}`, page.url()).href)
  await expect(page.getByRole('button', { name: /Connect/ })).toBeVisible()
}
