import { installSimulatedWallets } from '../../simulators/wallets/installSimulatedWallets'

/**
 * Runs in an example page before its own scripts (Playwright's addInitScript): installs the
 * lab's simulated EIP-6963 wallets over the anvil named by the page's `?rpc=`, as extensions
 * would be installed in a visitor's browser.
 */
const rpcUrl = new URLSearchParams(location.search).get('rpc')
if (rpcUrl) installSimulatedWallets(window, { rpcUrl })
