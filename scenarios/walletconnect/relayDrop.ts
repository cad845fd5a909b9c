import { verifyMessage } from 'viem'
import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { openPairing, pairByQr } from './wcSteps'

async function sign(ctx: LabScenarioContext, message: string): Promise<void> {
  const address = ctx.portico.chains.activeAddress as `0x${string}` | undefined
  check(address, 'no account')
  const adapter = await ctx.portico.adapters.load('eip155')
  const signature = (await adapter.signMessage?.({ message, address })) as `0x${string}`
  check(await verifyMessage({ address, message, signature }), 'the signature does not verify')
}

export default defineScenario<LabScenarioContext>({
  id: 'wc-relay-drop',
  title: 'The relay drops every socket mid-session; the next request still completes',
  simulators: ['anvil', 'blockchain-api', 'wallet-api', 'relay'],
  expected: 'after dropAll both clients reconnect and a signature request completes and verifies',
  steps: [
    freshVisit(),
    step('the phone pairs by QR code', async (ctx) => {
      await openPairing(ctx)
      await pairByQr(ctx)
    }),
    step('a first request completes', (ctx) => sign(ctx, 'before the drop')),
    step('the relay drops every socket', async (ctx) => {
      await ctx.lab.command('relay', 'dropAll')
    }),
    step('the next request completes after the clients reconnect', async (ctx) => {
      await sign(ctx, 'after the drop')
      check(ctx.portico.connection.status('eip155') === 'connected', 'the session was lost')
    }),
  ],
})
