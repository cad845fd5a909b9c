import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { quietPeriod } from '../runner/waits'
import { freshVisit, openConnect, requestCount } from './evmSteps'

const EVENTS_ROUTE = 'POST /e'
const ALERT_TITLE = 'Invalid App Configuration'

function alertsShown(ctx: LabScenarioContext): number {
  return ctx.ui.queryAllByRole('alert').filter((el) => el.textContent?.includes(ALERT_TITLE)).length
}

export default defineScenario<LabScenarioContext>({
  id: 'evm-analytics-403',
  title: 'Analytics answers 403',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    '"Invalid App Configuration" shows once; later opens send no more events and show no new alert',
  steps: [
    freshVisit(),
    step('the analytics sink answers 403', async (ctx) => {
      await ctx.lab.command('blockchain-api', 'setAnalyticsEnabled', { enabled: true })
      await ctx.lab.command('wallet-api', 'setAnalyticsEnabled', { enabled: true })
      await ctx.lab.command('blockchain-api', 'setFault', { key: EVENTS_ROUTE, status: 403 })
    }),
    step('opening the modal shows "Invalid App Configuration"', async (ctx) => {
      await openConnect(ctx)
      await ctx.ui.waitForText(ALERT_TITLE)
      check(alertsShown(ctx) <= 1, 'the alert shows more than once')
    }),
    step('the visitor dismisses it; reopening sends nothing and shows no alert', async (ctx) => {
      await ctx.ui.click('button', 'Dismiss')
      await ctx.ui.waitForNoText(ALERT_TITLE)
      ctx.portico.close()
      const sent = await requestCount(ctx, 'blockchain-api', EVENTS_ROUTE)
      await openConnect(ctx)
      ctx.portico.close()
      await openConnect(ctx)
      await quietPeriod(
        300,
        'after the 403, reopening neither shows the alert again nor sends events',
      )
      check(!ctx.ui.hasText(ALERT_TITLE), 'the alert showed again')
      const after = await requestCount(ctx, 'blockchain-api', EVENTS_ROUTE)
      check(after === sent, `events kept going to the sink after the 403 (${sent} → ${after})`)
      ctx.portico.close()
    }),
  ],
})
