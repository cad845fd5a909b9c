import {
  chooseWallet,
  connectAlpha,
  freshVisit,
  openAccount,
  openConnect,
  waitForStatus,
  wallet,
} from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, defineScenario, step } from '../runner/scenario'
import { quietPeriod } from '../runner/waits'

const GRANT = 'Grant a session: up to 0.01 ETH a day'
const GRANTED = 'Spend up to 0.01 ETH a day'

export default defineScenario<LabScenarioContext>({
  id: 'smart-sessions-wallet-grant',
  title: 'Grant and revoke a smart session in the wallet',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'With a wallet that grants permissions, "Grant a session" asks the wallet; the session is listed with its daily allowance and expiry; Revoke asks the wallet and it is gone. A wallet without permissions gets no grant button',
  steps: [
    pageParam<LabScenarioContext>('smartSessions', '1', 'the demo site turns smart sessions on'),
    freshVisit(),
    step('Alpha Wallet grants permissions', (ctx) => {
      wallet(ctx, 'alpha').update({ permissions: true })
    }),
    connectAlpha(),
    step('the visitor grants a session; the wallet approves; it is listed', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.click('button', GRANT)
      await ctx.ui.waitForText(GRANTED)
      await ctx.ui.waitForText(/^Expires /)
    }),
    step('Revoke: the wallet revokes it and it is gone', async (ctx) => {
      await ctx.ui.click('button', `Revoke: ${GRANTED}`)
      await ctx.ui.waitForNoText(GRANTED)
      check(ctx.ui.queryAllByRole('button', GRANT).length === 1, 'the grant button went away')
      ctx.portico.close()
    }),
    step('a wallet without permissions: the Account view offers no grant', async (ctx) => {
      await ctx.portico.connection.disconnect()
      wallet(ctx, 'alpha').update({ permissions: false })
      await openConnect(ctx)
      await chooseWallet(ctx, 'Alpha Wallet')
      await waitForStatus(ctx, 'connected')
      await openAccount(ctx)
      await ctx.ui.findByRole('region', 'Smart sessions')
      // Give the wallet's capability answer time to arrive before looking for what it shows.
      await quietPeriod(
        300,
        'a wallet without permissions gets no grant button, even once its capabilities arrive',
      )
      check(ctx.ui.queryAllByRole('button', GRANT).length === 0, 'a grant button shows')
      ctx.portico.close()
    }),
  ],
})
