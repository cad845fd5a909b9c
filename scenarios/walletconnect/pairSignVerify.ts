import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { disconnectAndForget, openPairing, pairByQr, signAndVerify } from './wcSteps'

const MESSAGE = 'Bid 0.42 ETH on Dawn Over Harbour #12'

export default defineScenario<LabScenarioContext>({
  id: 'wc-pair-sign',
  title: 'Pair a phone by QR code and sign a message',
  simulators: ['anvil', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    'the QR code decodes to a wc: URI; the phone pairs; the signature verifies against its account; it is a recent wallet',
  steps: [
    freshVisit(),
    step('the visitor opens Connect and picks Lab Mobile: a QR code shows', openPairing),
    step('the phone scans the QR code and approves: Portico is connected', async (ctx) => {
      await pairByQr(ctx)
      const recent = ctx.portico.connectors.recentWallets[0]
      check(recent?.name === 'Lab Mobile', `recent wallet is ${recent?.name}, not Lab Mobile`)
    }),
    step('the site asks for a signature; it verifies against the account', (ctx) =>
      signAndVerify(ctx, MESSAGE),
    ),
    disconnectAndForget(),
  ],
})
