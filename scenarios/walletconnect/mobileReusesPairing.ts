import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, defineScenario, step } from '../runner/scenario'
import { openPairing } from './wcSteps'

/** 3 min 49 s: 11 s of the pairing's 4 minutes left, so it still counts as valid. */
const STILL_VALID_MS = 229_000

/** The pairing URI behind the "Open in wallet app" link the modal shows. */
async function shownUri(ctx: LabScenarioContext, unlike?: string): Promise<string> {
  const link = await ctx.ui.findByRole('link', 'Open in wallet app')
  check(link instanceof HTMLAnchorElement, 'the wallet-app link is not a link')
  return ctx.ui.waitFor('the pairing link', () => {
    const uri = new URL(link.href).searchParams.get('uri') ?? ''
    return uri.startsWith('wc:') && uri !== unlike ? uri : undefined
  })
}

const first = { uri: '' }

export default defineScenario<LabScenarioContext>({
  id: 'wc-mobile-reuses-pairing',
  title: 'On an iPhone, coming back to the wallet list reuses the pairing',
  simulators: ['anvil', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    'On an iPhone the visitor opens Lab Mobile, closes the modal and opens it again, also 3 min 49 s later: the same pairing link is offered each time (no new pairing while the first one is valid)',
  steps: [
    pageParam('device', 'mobile', 'the demo page plays an iPhone'),
    freshVisit(),
    step('the visitor opens Lab Mobile: a pairing link is offered', async (ctx) => {
      await openPairing(ctx)
      first.uri = await shownUri(ctx)
    }),
    step('closed and opened again, the same pairing is offered', async (ctx) => {
      ctx.portico.close()
      await openPairing(ctx)
      const again = await shownUri(ctx)
      check(again === first.uri, 'a new pairing was started although the first one is valid')
    }),
    step('3 min 49 s later it is still valid and offered again', async (ctx) => {
      ctx.portico.close()
      ctx.clock.advance(STILL_VALID_MS)
      await openPairing(ctx)
      const later = await shownUri(ctx)
      check(later === first.uri, 'a new pairing was started before the first one expired')
      ctx.portico.close()
    }),
  ],
})
