import { connectAlpha, freshVisit, openAccount } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { clearAnalytics, expectEvents, HISTORY_ROUTE } from './sendSteps'

/** The history endpoint answers 500: the Activity tab says so, not "No activity yet". */
export const historyFails = defineScenario<LabScenarioContext>({
  id: 'activity-history-500',
  title: 'History endpoint answers 500',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'Activity shows "Failed to fetch transactions" (never "No activity yet") and "Try again"; the failure is recorded in analytics',
  steps: [
    freshVisit(),
    step('the history endpoint answers 500', async (ctx) => {
      await ctx.lab.command('blockchain-api', 'setFault', { key: HISTORY_ROUTE, status: 500 })
      await clearAnalytics(ctx)
    }),
    connectAlpha(),
    step('the Activity tab says the transactions could not be fetched', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.click('tab', 'Activity')
      await ctx.ui.findByRole('region', 'Failed to fetch transactions')
      await ctx.ui.findByRole('button', 'Try again')
      check(!ctx.ui.hasText('No activity yet'), 'the failure reads as an empty history')
      await expectEvents(ctx, ['ERROR_FETCH_TRANSACTIONS'])
    }),
  ],
})

/** The NFTs tab: the lab ERC-721's tokens of account 0, the spam airdrop hidden. */
export const nftsTab = defineScenario<LabScenarioContext>({
  id: 'nfts-spam-hidden',
  title: 'The NFTs tab shows the lab NFTs, spam hidden',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    '"Portico Lab Art #1" and "#2" with their previews; "Claim your free reward" (flagged spam) is not shown',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the NFTs tab lists the held NFTs with previews, without the spam one', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.click('tab', 'NFTs')
      await ctx.ui.findByRole('list', 'NFTs')
      await ctx.ui.findByRole('img', 'Preview of Portico Lab Art #1')
      await ctx.ui.findByRole('img', 'Preview of Portico Lab Art #2')
      check(!ctx.ui.hasText('Claim your free reward'), 'the spam NFT is shown')
    }),
  ],
})
