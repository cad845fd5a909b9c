import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { disconnectAndForget, openPairing, pairByQr, signAndVerify } from './wcSteps'

export default defineScenario<LabScenarioContext>({
  id: 'wc-relay-drop',
  title: 'The relay drops every socket mid-session; the next request still completes',
  simulators: ['anvil', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    'after the relay drops every socket, the site and the phone reconnect and a signature request completes and verifies',
  steps: [
    freshVisit(),
    step('the phone pairs by QR code', async (ctx) => {
      await openPairing(ctx)
      await pairByQr(ctx)
    }),
    step('a first request completes', (ctx) => signAndVerify(ctx, 'before the drop')),
    step('the relay drops every socket', async (ctx) => {
      await ctx.lab.command('relay', 'dropAll')
    }),
    step('the next request completes after the clients reconnect', async (ctx) => {
      await signAndVerify(ctx, 'after the drop')
      check(ctx.portico.connection.status('eip155') === 'connected', 'the session was lost')
    }),
    disconnectAndForget(),
  ],
})
