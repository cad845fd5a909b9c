import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { clickReview, connectAlphaAccount1, weiOf } from './sendSteps'

/** What bob.eth resolves to in the lab's ENS registry: dev account 2. */
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
let before = 0n

export default defineScenario<LabScenarioContext>({
  id: 'send-to-ens-name',
  title: 'Send to bob.eth (resolved through the lab ENS registry)',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'The name bob.eth is read from the lab ENS registry and resolver on anvil (through the RPC gateway); the preview shows 0x3C44…93BC; after the send it holds 0.1 ETH more',
  steps: [
    freshVisit(),
    connectAlphaAccount1(),
    step(
      'the form takes bob.eth; the preview shows the address the registry gives',
      async (ctx) => {
        before = await weiOf(ctx, BOB)
        await ctx.lab.command('blockchain-api', 'clearRequests')
        ctx.portico.close()
        await ctx.ui.click('button', /0x7099/)
        await ctx.ui.click('button', 'Send')
        await ctx.ui.type('Amount', '0.1')
        await ctx.ui.type('To', 'bob.eth')
        await clickReview(ctx)
        await ctx.ui.waitForText(BOB)
        await ctx.ui.waitForText('bob.eth')
        const log = (await ctx.lab.command('blockchain-api', 'requests')) as { key: string }[]
        check(
          !log.some((entry) => entry.key === 'GET /v1/profile/account/:name'),
          'the name was looked up in the API, not on the chain',
        )
      },
    ),
    step('the send goes to the resolved address', async (ctx) => {
      await ctx.ui.click('button', 'Send')
      await ctx.ui.waitForText('Transaction started')
      const gained = (await weiOf(ctx, BOB)) - before
      check(gained === 10n ** 17n, `bob gained ${gained} wei, not 0.1 ETH`)
    }),
  ],
})
