import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { queryAllDeep } from '../runner/scenarioUi'
import { quietPeriod } from '../runner/waits'
import { connectAndSeePrompt, siwxPage } from '../siwx/siwxSteps'
import { expectAnimation, isShaking, pressEscape } from './motionSteps'

/** How long the modal shakes when it refuses to close. */
const SHAKE_MS = 500

export default defineScenario<LabScenarioContext>({
  id: 'timers-shake',
  title: 'A modal that may not close shakes for half a second',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'While sign-in is required, Escape and a click beside the modal leave it open and shake it; the shake animation lasts 500 ms and stops after 500 ms, not before',
  steps: [
    siwxPage('required'),
    freshVisit(),
    connectAndSeePrompt(),
    step('the visitor presses Escape: the modal stays and shakes for 500 ms', async (ctx) => {
      pressEscape(ctx)
      await ctx.ui.waitFor('the modal to shake', isShaking)
      expectAnimation('[role="dialog"]', ['portico-shake'], SHAKE_MS)
    }),
    step('499 ms later it is still shaking', async (ctx) => {
      ctx.clock.advance(SHAKE_MS - 1)
      await quietPeriod(50, 'the shake does not stop one millisecond before 500 ms')
      check(isShaking(), 'the shake stopped before 500 ms')
    }),
    step('at 500 ms the shake stops and the modal is still open', async (ctx) => {
      ctx.clock.advance(1)
      await ctx.ui.waitFor('the shake to stop', () => !isShaking())
      check(ctx.portico.modal.isOpen, 'the modal closed')
    }),
    step('a click beside the modal shakes it again', async (ctx) => {
      const backdrop = queryAllDeep(document, '[data-testid="portico-backdrop"]')[0]
      check(backdrop !== undefined, 'no backdrop to click')
      ;(backdrop as HTMLElement).click()
      await ctx.ui.waitFor('the modal to shake', isShaking)
      check(ctx.portico.modal.isOpen, 'the click closed the modal')
      ctx.clock.advance(SHAKE_MS)
      await ctx.ui.waitFor('the shake to stop', () => !isShaking())
    }),
  ],
})
