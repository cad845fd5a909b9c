import { expect, type Page, type Request } from '@playwright/test'

/**
 * The connectors each create-wagmi host lists under "Connect": the template's, then Portico's.
 * wagmi's own EIP-6963 discovery adds none (Portico's connector claims every announced
 * wallet), so the simulated Alpha, Beta and Gamma wallets are not listed. The wagmi 2 host has
 * no WalletConnect: wagmi 2's walletConnect() contacts WalletConnect's servers on load
 * (examples/README.md); wagmi 3's loads nothing, its provider package not being installed.
 */
export const WAGMI_CONNECTORS = {
  'vite-wagmi': ['Injected', 'Base Account', 'WalletConnect', 'Portico'],
  'vite-wagmi2': ['Injected', 'Base Account', 'Portico'],
} as const

/**
 * The request the template's baseAccount() connector (wagmi 2's, whose SDK is installed) makes
 * on load: a HEAD of the page itself, to read its Cross-Origin-Opener-Policy. It is the host's
 * own, not Portico's.
 */
export function isBaseAccountPolicyCheck(request: Request, origin: string): boolean {
  return request.method() === 'HEAD' && request.url() === `${origin}/`
}

/**
 * Reads a create-wagmi host (the template's App, with Portico's button added) from both sides:
 * wagmi's "Account" block (its `useAccount()`) and Portico's button, and checks they agree.
 * The template ships no favicon: the browser's own /favicon.ico request is answered empty, so
 * its 404 is not counted as the page's console error.
 *
 * @example
 * ```ts
 * const host = await wagmiHost(page, WAGMI_CONNECTORS['vite-wagmi'])
 * await host.expectConnected('0xf39F…')
 * await host.disconnectWithWagmi()
 * await host.expectDisconnected()
 * ```
 */
export async function wagmiHost(page: Page, connectorNames: readonly string[]) {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }))
  // The template's <h2>Account</h2> is followed by a <div> with status, addresses and chainId.
  const account = page.locator('h2:text-is("Account") + div')
  const connectors = page.locator('h2:text-is("Connect") ~ button:not([data-portico-button])')
  const portico = page.locator('[data-portico-button="connect"]')
  const expectConnectors = () => expect(connectors).toHaveText([...connectorNames])
  return {
    /** wagmi's account is `address`, and Portico's button shows the same account. */
    async expectConnected(address: string) {
      await expect(account).toContainText('status: connected')
      await expect(account).toContainText(`addresses: ${JSON.stringify([address])}`)
      await expect(portico).toContainText(`${address.slice(0, 6)}…${address.slice(-4)}`)
      await expectConnectors()
    },
    /** wagmi says disconnected (no address) and Portico's button offers to connect. */
    async expectDisconnected() {
      await expect(account).toContainText('status: disconnected')
      await expect(account).toContainText('addresses: chainId:')
      await expect(portico).toHaveText('Connect Wallet')
      await expectConnectors()
    },
    /** The template's own Disconnect button: wagmi's `useDisconnect().disconnect()`. */
    async disconnectWithWagmi() {
      await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    },
  }
}
