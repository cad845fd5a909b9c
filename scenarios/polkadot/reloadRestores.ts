import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, RELOAD, step } from '../runner/scenario'
import {
  ALICE,
  connectEpsilon,
  EPSILON,
  extension,
  POLKADOT_CONNECTOR_KEY,
  polkadotFreshVisit,
  waitForPolkadot,
} from './polkadotSteps'

export default defineScenario<LabScenarioContext>({
  id: 'polkadot-reload-restores',
  title: 'Reload restores the polkadot connection',
  simulators: ['polkadot', 'blockchain-api', 'wallet-api'],
  expected:
    'After a reload Portico finds the stored extension and enable() answers without a prompt (the extension remembers the site): still connected on polkadot as Alice',
  steps: [
    polkadotFreshVisit(),
    connectEpsilon(),
    step('the connection is stored; the visitor reloads the page', (ctx) => {
      const stored = window.localStorage.getItem(POLKADOT_CONNECTOR_KEY)
      check(stored !== null, 'no polkadot connector stored')
      // A prompt now would be refused: the restore must not ask.
      extension(ctx).update({ mode: 'reject' })
      ctx.portico.close()
      return RELOAD
    }),
    step('after the reload the polkadot session is back without a prompt', async (ctx) => {
      await ctx.portico.init()
      await waitForPolkadot(ctx, 'connected')
      check(ctx.portico.chains.activeNamespace === 'polkadot', 'polkadot is not active')
      check(
        ctx.portico.chains.activeAddress === ALICE.address,
        `restored ${ctx.portico.chains.activeAddress}`,
      )
      check(
        ctx.portico.chains.account('polkadot')?.connectedWalletInfo?.name === EPSILON,
        'not restored through Epsilon Wallet',
      )
      check(!ctx.portico.modal.isOpen, 'the modal opened on its own')
      extension(ctx).update({ mode: 'approve' })
    }),
  ],
})
