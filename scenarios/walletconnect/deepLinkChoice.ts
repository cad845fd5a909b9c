import { freshVisit, PORTICO_PREFIX } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, defineScenario, RELOAD, step } from '../runner/scenario'
import { LAB_MOBILE, openPairing } from './wcSteps'

/** The Lab Mobile wallet's app link in the listing stub. */
const LAB_MOBILE_LINK = 'portico-lab-mobile://'

/** The "Open in wallet app" link on show (it must point into the Lab Mobile app). */
async function walletAppLink(ctx: LabScenarioContext): Promise<HTMLAnchorElement> {
  const link = await ctx.ui.findByRole('link', 'Open in wallet app')
  check(link instanceof HTMLAnchorElement, 'the wallet-app link is not a link')
  check(
    link.href.startsWith(`${LAB_MOBILE_LINK}wc?uri=wc%3A`),
    `the link goes to ${link.href}, not into ${LAB_MOBILE}`,
  )
  return link
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
        const link = await walletAppLink(ctx)
        // The app switch itself is the phone's business: the page stays where it is.
        link.addEventListener('click', (event) => event.preventDefault(), { once: true })
        link.click()
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
