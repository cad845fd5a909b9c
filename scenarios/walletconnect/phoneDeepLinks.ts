import { freshVisit, openConnect } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, defineScenario, step } from '../runner/scenario'
import {
  checkWalletAppLink,
  disconnectAndForget,
  LAB_MOBILE,
  pairWithUri,
  scanQr,
  stayOnPage,
} from './wcSteps'

export default defineScenario<LabScenarioContext>({
  id: 'wc-phone-deep-links',
  title: 'On a phone, WalletConnect lists wallet apps to open, with the QR code one tap away',
  simulators: ['anvil', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    'On an iPhone, tapping WalletConnect lists the wallet apps (no QR code in the way); "Scan QR code" shows the code and Back returns to the list; Lab Mobile opens by its app link carrying the pairing, approves, and the site is connected to the phone\'s account',
  steps: [
    pageParam('device', 'mobile', 'the demo page plays an iPhone'),
    freshVisit(),
    step('the visitor taps WalletConnect: the wallet apps are listed', async (ctx) => {
      await openConnect(ctx)
      await ctx.ui.click('button', /^WalletConnect/)
      await ctx.ui.findByRole('button', new RegExp(`^${LAB_MOBILE}`))
      check(!ctx.ui.queryAllByRole('img', 'QR code for pairing').length, 'a QR code is in the way')
    }),
    step('"Scan QR code" shows the pairing code; Back returns to the apps', async (ctx) => {
      await ctx.ui.click('button', 'Scan QR code')
      check((await scanQr(ctx)).startsWith('wc:'), 'no pairing in the QR code')
      await ctx.ui.click('button', 'Back')
      await ctx.ui.findByRole('button', new RegExp(`^${LAB_MOBILE}`))
    }),
    step(
      'Lab Mobile opens by its app link; the phone approves and the site connects',
      async (ctx) => {
        await ctx.ui.click('button', new RegExp(`^${LAB_MOBILE}`))
        // The app switch itself is the phone's business: the page stays; the app gets the URI.
        const link = await ctx.ui.click('link', 'Open in wallet app', stayOnPage)
        checkWalletAppLink(link)
        await pairWithUri(ctx, new URL(link.href).searchParams.get('uri') ?? '')
      },
    ),
    disconnectAndForget(),
  ],
})
