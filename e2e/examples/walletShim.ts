import { installSimulatedWallets } from '../../simulators/wallets/installSimulatedWallets'

/**
 * Runs in an example page before its own scripts (Playwright's addInitScript): installs the
 * lab's simulated EIP-6963 wallets over the anvil named by the page's `?rpc=`, as extensions
 * would be installed in a visitor's browser. Like an extension, a wallet remembers across a
 * reload that it authorised the site (kept in the tab's sessionStorage until revoked).
 */
const REMEMBERED = 'portico-examples:authorized'
const rpcUrl = new URLSearchParams(location.search).get('rpc')
if (rpcUrl) {
  const { wallets } = installSimulatedWallets(window, { rpcUrl })
  const remembered = (sessionStorage.getItem(REMEMBERED) ?? '').split(',')
  for (const [id, wallet] of Object.entries(wallets)) {
    if (remembered.includes(id)) void wallet.provider.request({ method: 'eth_requestAccounts' })
  }
  addEventListener('pagehide', () => {
    const authorized = Object.entries(wallets).filter(([, w]) => w.getState().authorized)
    sessionStorage.setItem(REMEMBERED, authorized.map(([id]) => id).join(','))
  })
}
