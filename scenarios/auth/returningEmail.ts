import { waitForStatus } from '../evm/evmSteps'
import { check, RELOAD, step } from '../runner/scenario'
import {
  AUTH_FRAME,
  defineAuthScenario,
  emailLogin,
  enterCode,
  stored,
  VISITOR_EMAIL,
  waitForCode,
} from './authSteps'

const CONTINUE_AS = `Continue as ${VISITOR_EMAIL}`
const ADDRESS_KEY = 'portico-lab:auth-address'
/** SPEC §9: one e-mail login (a code sent) per 30 s. */
const CODE_INTERVAL_MS = 30_000

export default defineAuthScenario({
  id: 'auth-returning-email',
  title: 'A returning e-mail visitor is offered their address first',
  expected:
    'The visitor logged in by e-mail; on the next visit the embedded wallet cannot be reached, so the page is not connected but keeps the login; Connect offers "Continue as visitor@example.test" first (no empty form); one press sends the code there and the code connects the same e-mail account',
  steps: [
    emailLogin(),
    step(
      'the embedded wallet stops answering; the visitor leaves and comes back',
      async (ctx): Promise<typeof RELOAD> => {
        window.sessionStorage.setItem(ADDRESS_KEY, ctx.portico.chains.activeAddress ?? '')
        await ctx.lab.command(AUTH_FRAME, 'setFault', { key: 'POST /frame/message', status: 500 })
        ctx.portico.close()
        return RELOAD
      },
    ),
    step('no answer is not "signed out": not connected, the e-mail login is kept', async (ctx) => {
      await ctx.portico.init()
      await waitForStatus(ctx, 'disconnected')
      check(stored('email')?.includes(VISITOR_EMAIL), `stored e-mail ${stored('email')}`)
      check(stored('emailLoginUsed') === 'true', `login flag ${stored('emailLoginUsed')}`)
      await ctx.lab.command(AUTH_FRAME, 'clearFaults')
    }),
    step('Connect offers "Continue as visitor@example.test" first, no empty form', async (ctx) => {
      await ctx.ui.click('button', 'Connect Wallet')
      await ctx.ui.findByRole('button', CONTINUE_AS)
      await ctx.ui.findByRole('button', /^Alpha Wallet/)
      const headings = ctx.ui.queryAllByRole('heading').map((h) => h.textContent)
      check(headings.indexOf('E-mail') < headings.indexOf('Wallets'), `order ${headings}`)
      check(ctx.ui.queryAllByRole('textbox', 'E-mail address').length === 0, 'an empty form')
    }),
    step('one press sends the code there; the code connects the same account', async (ctx) => {
      // The last code went out at the first visit: the visitor comes back after 30 s.
      const sent = Number(stored('lastEmailLoginTime'))
      ctx.clock.advance(Math.max(0, sent + CODE_INTERVAL_MS - ctx.clock.now()))
      await ctx.ui.click('button', CONTINUE_AS)
      await ctx.ui.waitForText(`Enter the code we sent to ${VISITOR_EMAIL}`)
      await enterCode(ctx, await waitForCode(ctx, 2))
      await waitForStatus(ctx, 'connected')
      const before = window.sessionStorage.getItem(ADDRESS_KEY)
      check(ctx.portico.chains.activeAddress === before, `${ctx.portico.chains.activeAddress}`)
    }),
  ],
})
