import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { quietPeriod } from '../runner/waits'
import {
  openAllWallets,
  searchReachedStub,
  searchWallets,
  WALLET_IMAGE_ROUTE,
} from './allWalletsSteps'

/** A wallet logo that has not loaded within 2 s is replaced by the wallet's monogram. */
const IMAGE_PRELOAD_MS = 2_000
/** The last wallet of the listing: no other replay shows its logo, so none is cached. */
const WALLET = 'Ruby Lantern Pay'

/** What the wallet's tile shows: its logo (still loading), or the monogram stand-in. */
function tileImage(ctx: LabScenarioContext): 'logo' | 'monogram' | 'none' {
  const tile = ctx.ui.queryAllByRole('button', WALLET)[0]
  if (tile?.querySelector('[data-monogram]')) return 'monogram'
  return tile?.querySelector('img') ? 'logo' : 'none'
}

export default defineScenario<LabScenarioContext>({
  id: 'timers-image-preload',
  title: 'A wallet logo that does not load within 2 seconds is replaced',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'With the wallet listing’s images hanging, Ruby Lantern Pay shows its loading logo 1.999 s after it appears and its monogram from 2 s on; its name stays readable throughout',
  steps: [
    freshVisit(),
    step('the listing’s wallet images stop answering', async (ctx) => {
      await ctx.lab.command('wallet-api', 'setFault', {
        key: WALLET_IMAGE_ROUTE,
        latencyMs: 60_000,
      })
    }),
    step('the visitor finds Ruby Lantern Pay in All wallets: its logo is loading', async (ctx) => {
      await openAllWallets(ctx)
      await searchWallets(ctx, WALLET)
      await searchReachedStub(ctx, WALLET)
      ctx.clock.advance(300)
      await ctx.ui.findByRole('button', WALLET)
      const shown = tileImage(ctx)
      check(shown === 'logo', `the tile shows ${shown}, not its loading logo`)
    }),
    step('1.999 s later the logo is still awaited', async (ctx) => {
      ctx.clock.advance(IMAGE_PRELOAD_MS - 1)
      await quietPeriod(100, 'the logo stays awaited one millisecond before the preload gives up')
      const shown = tileImage(ctx)
      check(shown === 'logo', `the tile shows ${shown} before 2 s`)
    }),
    step('at 2 s the monogram replaces it, under the same name', async (ctx) => {
      ctx.clock.advance(1)
      await ctx.ui.waitFor('the monogram', () => tileImage(ctx) === 'monogram')
      await ctx.lab.command('wallet-api', 'clearFaults')
      ctx.portico.close()
    }),
  ],
})
