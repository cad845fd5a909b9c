import { DEV_ACCOUNT_0, freshVisit, waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, RELOAD, step } from '../runner/scenario'
import { connectAndSeePrompt, expectSignedIn, SIWX_PROMPT, siwxPage } from './siwxSteps'

export default defineScenario<LabScenarioContext>({
  id: 'siwx-required-sign',
  title: 'Required sign-in: sign, the stub verifies, the session survives a reload',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'The sign-in prompt cannot be closed and offers no Close or Back; Sign → "Authenticating..." → the stub verifies the signature → session stored → modal closed; after a reload still signed in, no prompt',
  steps: [
    siwxPage('required'),
    freshVisit(),
    connectAndSeePrompt(),
    step(
      'the modal cannot be closed without signing in, and offers no Close or Back',
      async (ctx) => {
        await ctx.ui.findByRole('button', 'Sign')
        check(ctx.ui.queryAllByRole('button', 'Close').length === 0, 'a Close button shows')
        check(ctx.ui.queryAllByRole('button', 'Back').length === 0, 'a Back button shows')
        check(!ctx.portico.close(), 'the modal closed without a session')
      },
    ),
    step('the visitor signs; the stub verifies and the modal closes', async (ctx) => {
      await ctx.ui.click('button', 'Sign')
      await ctx.ui.waitFor('the modal to close', () => !ctx.portico.modal.isOpen)
      expectSignedIn(ctx, DEV_ACCOUNT_0)
      const log = (await ctx.lab.command('blockchain-api', 'requests')) as { key: string }[]
      check(
        log.some((entry) => entry.key === 'POST /v1/siwx/sessions'),
        'the stub was not asked to verify the signature',
      )
    }),
    step('the visitor reloads the page', () => RELOAD),
    step('after the reload the visitor is still signed in and not asked again', async (ctx) => {
      await ctx.portico.init()
      await waitForStatus(ctx, 'connected')
      await ctx.ui.waitFor('the session check', () => ctx.portico.signIn.hasSession)
      expectSignedIn(ctx, DEV_ACCOUNT_0)
      check(!ctx.portico.modal.isOpen, 'the sign-in prompt opened again')
      check(!ctx.ui.hasText(SIWX_PROMPT), 'the sign-in prompt shows')
    }),
  ],
})
