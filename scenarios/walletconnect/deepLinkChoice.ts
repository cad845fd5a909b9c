import { freshVisit, PORTICO_PREFIX } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, defineScenario, RELOAD, step } from '../runner/scenario'
import { checkWalletAppLink, LAB_MOBILE, openPairing, stayOnPage } from './wcSteps'

/** The "Open in wallet app" link on show (it must point into the Lab Mobile app). */
async function walletAppLink(ctx: LabScenarioContext): Promise<void> {
  checkWalletAppLink(await ctx.ui.findByRole('link', 'Open in wallet app'))
}

export default defineScenario<LabScenarioContext>({
  id: 'wc-deep-link-choice',
  title: "A mobile visitor's deep-link choice survives a reload",
  simulators: ['anvil', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    'On an iPhone the visitor taps "Open in wallet app" for Lab Mobile; after a reload the stored choice is read back and the pairing view links into Lab Mobile again, with no wallet chosen',
  steps: [
    pageParam('device', 'mobile', 'the demo page plays an iPhone'),
    freshVisit(),
    step(
      'the visitor picks Lab Mobile and taps "Open in wallet app"',
      async (ctx): Promise<typeof RELOAD> => {
        await openPairing(ctx)
        // The app switch itself is the phone's business: the page stays where it is.
        const link = await ctx.ui.click('link', 'Open in wallet app', stayOnPage)
        checkWalletAppLink(link)
        const stored = window.localStorage.getItem(`${PORTICO_PREFIX}deepLinkChoice`)
        check(stored?.includes(LAB_MOBILE), `stored deep-link choice: ${stored}`)
        ctx.portico.close()
        return RELOAD
      },
    ),
    step('back on the page, the choice is read back and resumes Lab Mobile', async (ctx) => {
      await ctx.portico.init()
      const pairing = ctx.portico.ports.pairing as { deepLinkChoice?: { name: string } }
      check(pairing.deepLinkChoice?.name === LAB_MOBILE, 'the choice was not read back')
      ctx.portico.open()
      ctx.portico.router.push('ConnectingWalletConnect')
      await walletAppLink(ctx)
      ctx.portico.close()
    }),
  ],
})
