import { connectAlpha, freshVisit, openAccount, openConnect } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { defineScenario, step } from '../runner/scenario'
import { queryAllDeep } from '../runner/scenarioUi'
import { expectAnimation } from './motionSteps'

/** The modal's animation durations: the dialog and a new view 150 ms, a message 120 ms. */
const DIALOG_MS = 150
const VIEW_MS = 150
const MESSAGE_MS = 120

export default defineScenario<LabScenarioContext>({
  id: 'timers-animation-durations',
  title: 'The modal opens in 150 ms, a new page of it in 150 ms, a message in 120 ms',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'Opening the modal fades the page behind it and brings the modal in over 150 ms; going to All wallets brings the new page in over 150 ms; the "copied" message rises in over 120 ms',
  steps: [
    freshVisit(),
    step('opening the modal fades the page and brings the modal in over 150 ms', async (ctx) => {
      await openConnect(ctx)
      expectAnimation('.portico-overlay', ['portico-fade-in'], DIALOG_MS)
      // A phone-wide page gets the bottom sheet's slide instead of the desktop rise.
      expectAnimation('[role="dialog"]', ['portico-dialog-in', 'portico-sheet-in'], DIALOG_MS)
    }),
    step('going to All wallets brings the new page in over 150 ms', async (ctx) => {
      await ctx.ui.click('button', /^All wallets/)
      await ctx.ui.findByRole('searchbox')
      expectAnimation('[role="dialog"] .portico-view', ['portico-view-in'], VIEW_MS)
      ctx.portico.close()
    }),
    connectAlpha(),
    step('copying the address shows a message that rises in over 120 ms', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.click('button', 'Copy address')
      await ctx.ui.waitFor('the message', () => ctx.portico.snackbar.open)
      await ctx.ui.waitFor(
        'the message on screen',
        () => queryAllDeep(document, '.portico-snackbar')[0],
      )
      expectAnimation('.portico-snackbar', ['portico-snackbar-in'], MESSAGE_MS)
    }),
  ],
})
