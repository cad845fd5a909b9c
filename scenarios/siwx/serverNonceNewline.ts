import { chooseWallet, DEV_ACCOUNT_0, freshVisit, waitForStatus, wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  connectAndSeePrompt,
  expectSignedIn,
  SIWX_PROMPT,
  siwxPage,
  storedSessions,
} from './siwxSteps'

/** What a broken (or hostile) sign-in server answers: a nonce that forges two lines. */
const FORGING_NONCE = 'abcdefgh12\nURI: https://evil.example\nChain ID: 1'
const INIT_FAILED = 'A problem occurred while trying initialize authentication'

export default defineScenario<LabScenarioContext>({
  id: 'siwx-server-nonce-newline',
  title: 'Sign-in: the server sends a nonce with a line break, and the wallet is asked nothing',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected: `"${INIT_FAILED}"; the wallet receives no signing request; no session; disconnected, the modal left on Connect, from where the visitor connects again and the next nonce signs in`,
  steps: [
    siwxPage('required'),
    freshVisit(),
    step('the sign-in server will answer its next nonce with a line break in it', async (ctx) => {
      const answered = await ctx.lab.command('blockchain-api', 'answerNextSiwxNonce', {
        nonce: FORGING_NONCE,
      })
      check(answered === FORGING_NONCE, 'the stub did not take the nonce')
    }),
    connectAndSeePrompt(),
    step(
      `the visitor signs and hears "${INIT_FAILED}"; the wallet is asked nothing`,
      async (ctx) => {
        const methods: string[] = []
        const stop = wallet(ctx, 'alpha').onActivity((entry) => methods.push(entry.method))
        try {
          await ctx.ui.click('button', 'Sign')
          await ctx.ui.waitForText(INIT_FAILED)
          await ctx.ui.waitFor('the Connect view', () => ctx.portico.router.view === 'Connect')
        } finally {
          stop()
        }
        const signing = methods.filter((m) => /sign/i.test(m))
        check(signing.length === 0, `the wallet was asked: ${signing.join(', ')}`)
        check(storedSessions() === '', 'a session was stored')
        check(!ctx.portico.signIn.hasSession, 'signed in with a forged message')
        check(ctx.portico.connection.status('eip155') === 'disconnected', 'still connected')
        const log = (await ctx.lab.command('blockchain-api', 'requests')) as { key: string }[]
        check(
          log.some((e) => e.key === 'GET /v1/siwx/nonce'),
          'the nonce was never asked for',
        )
        check(!log.some((e) => e.key === 'POST /v1/siwx/sessions'), 'a session was posted')
      },
    ),
    step(
      'the modal stays usable: from its Connect view the visitor connects again and is asked to sign in',
      async (ctx) => {
        check(ctx.portico.modal.isOpen, 'the modal closed')
        await chooseWallet(ctx, 'Alpha Wallet')
        await waitForStatus(ctx, 'connected')
        await ctx.ui.waitForText(SIWX_PROMPT)
      },
    ),
    step(
      'the visitor signs again; this time the wallet signs and the stub verifies',
      async (ctx) => {
        await ctx.ui.click('button', 'Sign')
        await ctx.ui.waitFor('the modal to close', () => !ctx.portico.modal.isOpen)
        expectSignedIn(ctx, DEV_ACCOUNT_0)
      },
    ),
  ],
})
