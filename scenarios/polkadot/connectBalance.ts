import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  ALICE,
  connectEpsilon,
  openPolkadotAccount,
  plancksOnChain,
  polkadotFreshVisit,
  rocText,
} from './polkadotSteps'

export default defineScenario<LabScenarioContext>({
  id: 'polkadot-connect-balance',
  title: 'Connect the polkadot extension and see the runtime balance',
  simulators: ['polkadot', 'blockchain-api', 'wallet-api'],
  expected:
    'Epsilon Wallet (window.injectedWeb3) is listed and connects on polkadot after its prompt; the account is shown by the name the extension gives it (Lab Alice) with the free ROC balance chopsticks holds for it, with no Tokens, Activity, Swap or Buy on polkadot',
  steps: [
    polkadotFreshVisit(),
    connectEpsilon(),
    step('the account shows its name and the free balance of the runtime, in ROC', async (ctx) => {
      await openPolkadotAccount(ctx)
      await ctx.ui.waitForText(rocText(await plancksOnChain(ctx, ALICE.address)))
      await ctx.ui.findByRole('heading', `Lab ${ALICE.name}`)
      const info = ctx.portico.chains.account('polkadot')?.connectedWalletInfo
      check(info?.name === 'Epsilon Wallet', `the account names ${info?.name}`)
    }),
    step('tokens, activity, swap and buying crypto are not offered on polkadot', (ctx) => {
      for (const hidden of ['Activity', 'Tokens']) {
        check(ctx.ui.queryAllByRole('tab', hidden).length === 0, `the ${hidden} tab shows`)
      }
      for (const hidden of ['Swap', 'Buy']) {
        check(ctx.ui.queryAllByRole('button', hidden).length === 0, `the ${hidden} button shows`)
      }
      check(ctx.ui.queryAllByRole('button', 'Send').length === 1, 'no Send button')
      ctx.portico.close()
    }),
  ],
})
