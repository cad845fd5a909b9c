import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  BITCOIN_SIMULATORS,
  bitcoinFreshVisit,
  connectOrange,
  expectShownBalance,
  mine,
  openBitcoinAccount,
  orange,
} from './bitcoinSteps'

export default defineScenario<LabScenarioContext>({
  id: 'bitcoin-connect-balance',
  title: 'Connect a bitcoin wallet and see the balance after the lab mines coins to it',
  simulators: BITCOIN_SIMULATORS,
  expected:
    'Orange Wallet (Wallet Standard bitcoin) connects on bip122 as its P2WPKH payment address with the taproot ordinals address in allAccounts; after the lab mines a block to it the account shows the UTXO balance; Buy crypto, Swap and the Tokens/Activity tabs are not offered',
  steps: [
    bitcoinFreshVisit(),
    connectOrange(),
    step('payment is active, ordinals is listed in allAccounts', (ctx) => {
      const { payment, ordinals } = orange(ctx).keys
      const accounts = ctx.portico.chains.account('bip122')?.allAccounts ?? []
      const listed = accounts.map((a) => `${a.address}:${a.type}`).sort()
      const expected = [`${payment.address}:payment`, `${ordinals.address}:payment`].sort()
      check(listed.join() === expected.join(), `allAccounts are ${listed.join()}`)
    }),
    step('the lab mines 50 BTC to the wallet; the account shows the chain balance', async (ctx) => {
      const address = orange(ctx).keys.payment.address
      await mine(ctx, address)
      await openBitcoinAccount(ctx)
      await expectShownBalance(ctx, address)
      for (const hidden of ['Buy crypto', 'Swap']) {
        check(ctx.ui.queryAllByRole('button', hidden).length === 0, `${hidden} is offered`)
      }
      check(ctx.ui.queryAllByRole('tab', 'Activity').length === 0, 'Activity is offered')
      check(ctx.ui.queryAllByRole('tab', 'Tokens').length === 0, 'Tokens is offered')
      await ctx.ui.findByRole('button', 'Send')
      ctx.portico.close()
    }),
  ],
})
