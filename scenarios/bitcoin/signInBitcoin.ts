import { openConnect } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { expectSignedIn, SIWX_PROMPT, siwxPage } from '../siwx/siwxSteps'
import {
  BITCOIN_SIMULATORS,
  bitcoinFreshVisit,
  ORANGE,
  orange,
  waitForBitcoin,
} from './bitcoinSteps'

export default defineScenario<LabScenarioContext>({
  id: 'bitcoin-sign-in',
  title: 'Sign in with a bitcoin wallet: a BIP-322 message, verified',
  simulators: BITCOIN_SIMULATORS,
  expected:
    'With required sign-in, connecting Orange Wallet shows the SIWX prompt; Sign → the wallet signs the CAIP-122 message with BIP-322 for its P2WPKH address; Portico verifies it, the lab server verifies it again and issues the session; the modal closes signed in',
  steps: [
    siwxPage('required'),
    bitcoinFreshVisit(),
    step('the visitor connects Orange Wallet and is asked to sign in', async (ctx) => {
      await openConnect(ctx)
      await ctx.ui.click('button', new RegExp(`^${ORANGE}`))
      await waitForBitcoin(ctx, 'connected')
      await ctx.ui.waitForText(SIWX_PROMPT)
      await ctx.ui.findByRole('button', 'Sign')
    }),
    step('the visitor signs; the message is verified and the session issued', async (ctx) => {
      await ctx.lab.command('blockchain-api', 'clearRequests')
      await ctx.ui.click('button', 'Sign')
      await ctx.ui.waitFor('the modal to close', () => !ctx.portico.modal.isOpen)
      check(orange(ctx).prompts().includes('signMessage'), 'the wallet was not asked to sign')
      expectSignedIn(ctx, orange(ctx).keys.payment.address)
      const log = (await ctx.lab.command('blockchain-api', 'requests')) as { key: string }[]
      check(
        log.some((entry) => entry.key === 'POST /v1/siwx/sessions'),
        'the lab server was not asked to verify the signature',
      )
    }),
  ],
})
