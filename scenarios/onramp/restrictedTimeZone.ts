import { connectAlpha, freshVisit, openAccount } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'

/** One of SPEC §9's restricted time zones (modal/features/onramp/onrampRules.ts has the list). */
const RESTRICTED_ZONE = 'Asia/Shanghai'

export default defineScenario<LabScenarioContext>({
  id: 'onramp-restricted-time-zone',
  title: 'Buy crypto is not offered in a restricted time zone',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected: `With the lab clock's time zone set to ${RESTRICTED_ZONE}, the Account view offers Receive and Send but no Buy crypto (in UTC, as in onramp-buy-usdc, it is offered)`,
  steps: [
    freshVisit(),
    step(`the lab clock plays a visitor in ${RESTRICTED_ZONE}`, async (ctx) => {
      ctx.clock.setTimeZone(RESTRICTED_ZONE)
    }),
    connectAlpha(),
    step('the Account view offers no Buy crypto; the other features stay', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.findByRole('button', 'Receive')
      await ctx.ui.findByRole('button', 'Send')
      check(
        ctx.ui.queryAllByRole('button', 'Buy crypto').length === 0,
        'Buy crypto is offered in a restricted time zone',
      )
    }),
  ],
})
