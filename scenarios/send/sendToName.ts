import { DEV_ACCOUNT_0, freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { clickReview, connectAlphaAccount1, weiOf } from './sendSteps'

let before = 0n

export default defineScenario<LabScenarioContext>({
  id: 'send-to-name',
  title: 'Send to alice.portico.id (the name is resolved)',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'The preview shows alice.portico.id, her avatar and the address it resolves to (0xf39F…2266); after the send that address holds 0.1 ETH more',
  steps: [
    freshVisit(),
    connectAlphaAccount1(),
    step('the form takes the name; the preview shows what it resolved to', async (ctx) => {
      before = await weiOf(ctx, DEV_ACCOUNT_0)
      ctx.portico.close()
      await ctx.ui.click('button', /0x7099/)
      await ctx.ui.click('button', 'Send')
      await ctx.ui.type('Amount', '0.1')
      await ctx.ui.type('To', 'alice.portico.id')
      await clickReview(ctx)
      await ctx.ui.findByRole('img', 'Avatar of alice.portico.id')
      await ctx.ui.waitForText(DEV_ACCOUNT_0)
      await ctx.ui.waitForText('alice.portico.id')
    }),
    step('the send goes to the resolved address', async (ctx) => {
      await ctx.ui.click('button', 'Send')
      await ctx.ui.waitForText('Transaction started')
      const gained = (await weiOf(ctx, DEV_ACCOUNT_0)) - before
      check(gained === 10n ** 17n, `alice gained ${gained} wei, not 0.1 ETH`)
    }),
  ],
})
