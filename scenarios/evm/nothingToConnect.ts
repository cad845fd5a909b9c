import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, defineScenario, step } from '../runner/scenario'

/** The well-known EVM wallets the page suggests, with their makers' download pages. */
const SUGGESTED = [
  ['MetaMask', 'https://metamask.io/download/'],
  ['Coinbase Wallet', 'https://www.coinbase.com/wallet/downloads'],
  ['Rainbow', 'https://rainbow.me/download'],
] as const

export default defineScenario<LabScenarioContext>({
  id: 'evm-nothing-to-connect',
  title: 'A visitor with nothing to connect with is shown where to get a wallet',
  simulators: ['anvil'],
  expected:
    'On a site without WalletConnect or backends, in a browser without a wallet, "Connect Wallet" shows "Get a wallet" with MetaMask, Coinbase Wallet and Rainbow, each linking to its own download page in a new tab; nothing on the page is a dead end',
  steps: [
    pageParam('visitor', 'bare', 'the page has no wallet extension, no WalletConnect, no backend'),
    step('a first visit: nothing stored, nothing connected', async (ctx) => {
      await ctx.portico.init()
      check(ctx.portico.connection.status('eip155') === 'disconnected', 'connected already')
      check(!('ethereum' in window), 'a wallet is installed in this browser')
    }),
    step('"Connect Wallet" shows "Get a wallet" with well-known wallets', async (ctx) => {
      await ctx.ui.click('button', 'Connect Wallet')
      await ctx.ui.findByRole('heading', 'Get a wallet')
      await ctx.ui.waitForText(/Install one of these, then come back/)
      for (const [name, site] of SUGGESTED) {
        const link = await ctx.ui.findByRole('link', new RegExp(`^${name}`))
        check(link instanceof HTMLAnchorElement, `${name} is not a link`)
        check(link.href === site, `${name} links to ${link.href}, not ${site}`)
        check(link.target === '_blank', `${name} does not open in a new tab`)
        check(link.rel.includes('noopener'), `${name} hands the page to the wallet's site`)
      }
      check(ctx.ui.queryAllByRole('button', /WalletConnect|All wallets/).length === 0, 'a dead end')
      ctx.portico.close()
    }),
  ],
})
