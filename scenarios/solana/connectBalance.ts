import { formatBalance } from 'portico'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { connectDelta, DELTA, DELTA_ADDRESS, solanaFreshVisit, solOnChain } from './solanaSteps'

export default defineScenario<LabScenarioContext>({
  id: 'solana-connect-balance',
  title: 'Connect a Wallet Standard wallet, see the LiteSVM balance and the SPL token',
  simulators: ['solana', 'blockchain-api', 'wallet-api'],
  expected:
    'Delta Wallet (Wallet Standard) and Gamma Wallet (one entry for eip155 and solana) are listed; Delta connects on solana; the account shows the SOL balance LiteSVM holds and the lab USDC token',
  steps: [
    solanaFreshVisit(),
    step(
      'the connect view lists the Wallet Standard wallets; Gamma is one multi-chain entry',
      async (ctx) => {
        await ctx.portico.loadConnectors()
        const gamma = ctx.portico.connectors.visible.find((entry) => entry.name === 'Gamma Wallet')
        check(gamma?.type === 'MULTI_CHAIN', `Gamma Wallet is ${gamma?.type}, not MULTI_CHAIN`)
        check(
          [...(gamma?.chains ?? [])].sort().join() === 'eip155,solana',
          `Gamma Wallet is on ${gamma?.chains}`,
        )
      },
    ),
    connectDelta(),
    step('the account shows the SOL balance on LiteSVM and the lab USDC', async (ctx) => {
      ctx.portico.close()
      await ctx.ui.click('button', new RegExp(DELTA_ADDRESS.slice(0, 6)))
      await ctx.ui.findByRole('button', 'Disconnect')
      await ctx.ui.waitForText(formatBalance(await solOnChain(ctx, DELTA_ADDRESS), 'SOL'))
      await ctx.ui.waitForText(/USDC/)
      const info = ctx.portico.chains.account('solana')?.connectedWalletInfo
      check(info?.name === DELTA, `the account names ${info?.name}, not ${DELTA}`)
      ctx.portico.close()
    }),
  ],
})
