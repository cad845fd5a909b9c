import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { quietPeriod } from '../runner/waits'
import { openAllWallets, searchReachedStub, searchWallets } from './allWalletsSteps'

/** Wallet search answers are held until at least 300 ms after the search started. */
const SEARCH_PADDING_MS = 300
/** A wallet far down the listing (not on the first page), found by its whole name. */
const SOUGHT = 'Polar Otter Vault'

const found = (ctx: LabScenarioContext) => ctx.ui.queryAllByRole('button', SOUGHT).length > 0

export default defineScenario<LabScenarioContext>({
  id: 'timers-wallet-search-padding',
  title: 'Wallet search results wait at least 300 ms',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'The visitor searches All wallets for Polar Otter Vault; the listing answers at once, but the result shows only 300 ms after typing, the field showing that it searches until then',
  steps: [
    freshVisit(),
    step('All wallets shows its first page', openAllWallets),
    step('the visitor searches; the listing has answered, the result is held back', async (ctx) => {
      await searchWallets(ctx, SOUGHT)
      await searchReachedStub(ctx, SOUGHT)
      check(!found(ctx), 'the result showed before any time passed')
      check(
        ctx.ui.queryAllByRole('progressbar', 'Searching wallets').length === 1,
        'the search field does not show that it is searching',
      )
      ctx.clock.advance(SEARCH_PADDING_MS - 1)
      await quietPeriod(100, 'the result stays held back one millisecond before the padding ends')
      check(!found(ctx), 'the result showed before 300 ms')
    }),
    step('300 ms after typing, the result shows', async (ctx) => {
      ctx.clock.advance(1)
      await ctx.ui.findByRole('button', SOUGHT)
      check(
        ctx.ui.queryAllByRole('progressbar', 'Searching wallets').length === 0,
        'the search field still says it is searching',
      )
      ctx.portico.close()
    }),
  ],
})
