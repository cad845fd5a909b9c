import { connectAlpha, DEV_ACCOUNT_0, freshVisit, openAccount } from '../evm/evmSteps'
import { apiOf } from '../runner/apiOf'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, defineScenario, step } from '../runner/scenario'

const sessionsOf = async (ctx: LabScenarioContext) => {
  const api = apiOf(ctx.portico)
  return (await api.getSmartSessions({ address: DEV_ACCOUNT_0 })).map((s) => s.pci)
}

export default defineScenario<LabScenarioContext>({
  id: 'smart-sessions-revoke',
  title: 'Revoke a smart session',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'With smartSessions on, the Account view lists the lab session; Revoke is signed by the wallet, verified by the stub, and the session is gone',
  steps: [
    pageParam<LabScenarioContext>('smartSessions', '1', 'the demo site turns smart sessions on'),
    freshVisit(),
    step('the lab grants dev account 0 a smart session', async (ctx) => {
      const session = { pci: 'lab-session-1', permissions: ['transfer'] }
      await ctx.lab.command('blockchain-api', 'addSmartSession', {
        address: DEV_ACCOUNT_0,
        session,
      })
    }),
    connectAlpha(),
    step('the Account view lists the session', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.waitForText('lab-session-1')
    }),
    step('Revoke: the wallet signs, the stub verifies, the session is gone', async (ctx) => {
      await ctx.ui.click('button', 'Revoke lab-session-1')
      await ctx.ui.waitForNoText('lab-session-1')
      check(!(await sessionsOf(ctx)).includes('lab-session-1'), 'the stub still lists it')
    }),
  ],
})
