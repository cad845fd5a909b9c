import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { freshVisit, openConnect } from './evmSteps'

type Ctx = LabScenarioContext

/** The position of the first button named `name` among the modal's buttons. */
function position(ctx: Ctx, name: RegExp): number {
  const [first] = ctx.ui.queryAllByRole('button', name)
  return first ? ctx.ui.queryAllByRole('button').indexOf(first) : -1
}

export default defineScenario<LabScenarioContext>({
  id: 'evm-recommended-wallets',
  title: 'Connect lists the recommended wallets after the installed ones',
  simulators: ['anvil', 'wallet-api', 'relay'],
  expected:
    'The site names no featured wallet, so Connect asks the listing for its 4 recommended wallets (Alpha, Beta, Gamma, Legacy) and lists them after the installed ones: Alpha, Beta and Gamma are in this browser and are not listed twice; Legacy Wallet (it announces no rdns) follows, and choosing it pairs it by WalletConnect',
  steps: [
    freshVisit(),
    step('the recommended Legacy Wallet follows the installed wallets', async (ctx) => {
      await openConnect(ctx)
      await ctx.ui.findByRole('button', /^Legacy Wallet/)
      const legacy = position(ctx, /^Legacy Wallet/)
      for (const installed of [/^Alpha Wallet/, /^Gamma Wallet/, /^Browser Wallet/]) {
        const at = position(ctx, installed)
        check(at >= 0 && at < legacy, `${installed} is at ${at}, Legacy Wallet at ${legacy}`)
      }
      for (const name of ['Alpha Wallet', 'Beta Wallet', 'Gamma Wallet']) {
        const listed = ctx.ui.queryAllByRole('button', new RegExp(`^${name}`)).length
        check(listed === 1, `${name} is listed ${listed} times`)
      }
    }),
    step('choosing Legacy Wallet pairs it by WalletConnect', async (ctx) => {
      await ctx.ui.click('button', /^Legacy Wallet/)
      await ctx.ui.findByRole('img', 'QR code for pairing')
      const { view, data } = ctx.portico.router
      check(view === 'ConnectingWalletConnect', `the modal shows ${view}`)
      check(data?.wallet?.name === 'Legacy Wallet', `pairing ${data?.wallet?.name}`)
      ctx.portico.close()
    }),
  ],
})
