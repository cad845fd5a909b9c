import { expect, type Page } from '@playwright/test'
import { recordOutsideRequests } from './loopbackOnly'
import { test } from './test'

/** The lab with every simulator up and the phone's wallet ready. */
async function openLab(page: Page) {
  await page.goto('/')
  for (const name of ['anvil', 'blockchain-api', 'wallet-api', 'relay']) {
    await expect(page.getByTestId(`simulator-${name}-state`)).toHaveText('running')
  }
  const phone = page.getByRole('region', { name: 'Phone (Lab Mobile)' })
  await expect(phone.getByRole('button', { name: 'Scan QR code' })).toBeEnabled()
  const host = page.frameLocator('iframe[title="Demo host site"]')
  await expect(host.getByRole('button', { name: /Connect/ })).toBeVisible()
  return { phone, host }
}

/** Opens the modal on the host page and starts a WalletConnect pairing (the QR view). */
async function startPairing(host: ReturnType<Page['frameLocator']>) {
  await host.getByRole('button', { name: /Connect/ }).click()
  await host.getByRole('dialog').getByRole('button', { name: 'WalletConnect' }).click()
  await expect(host.getByRole('img', { name: /QR code/ })).toBeVisible()
}

test.describe("the lab's phone panel", () => {
  test('default: the phone scans the QR code shown by the modal and the site is connected', async ({
    page,
  }) => {
    const outside = recordOutsideRequests(page)
    const { phone, host } = await openLab(page)
    await startPairing(host)
    await phone.getByRole('button', { name: 'Scan QR code' }).click()
    // Paired: the modal closes and the host page's button shows the account.
    await expect(host.getByRole('dialog')).toHaveCount(0)
    await expect(host.getByRole('button', { name: /0x/ })).toBeVisible()
    await expect(phone.getByText('Sessions: 1')).toBeVisible()
    expect(outside, 'requests that left 127.0.0.1').toEqual([])
  })

  test('behavior: the copied pairing link pasted into the phone pairs too', async ({ page }) => {
    const { phone, host } = await openLab(page)
    await startPairing(host)
    const frame = page.frame({ url: /host\.html/ })
    const uri = await frame?.evaluate(() => {
      type Pairing = { currentUri?: { uri: string } }
      type LabWindow = { __porticoLab: { portico: { ports: { pairing?: Pairing } } } }
      return (window as unknown as LabWindow).__porticoLab.portico.ports.pairing?.currentUri?.uri
    })
    expect(uri).toMatch(/^wc:/)
    await phone.getByRole('textbox', { name: 'Pairing link' }).fill(uri!)
    await phone.getByRole('button', { name: 'Pair with link' }).click()
    await expect(host.getByRole('dialog')).toHaveCount(0)
    await expect(host.getByRole('button', { name: /0x/ })).toBeVisible()
  })
})
