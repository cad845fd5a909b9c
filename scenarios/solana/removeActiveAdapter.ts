import { openConnect, porticoStorageKeys } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, RELOAD, step } from '../runner/scenario'
import { DELTA, solanaFreshVisit } from './solanaSteps'

/** The chain family that should take over, and its network's name, read before the removal. */
const next = { namespace: '', network: '' }

export default defineScenario<LabScenarioContext>({
  id: 'remove-active-adapter',
  title: 'The site drops its EVM support while EVM is the active chain',
  simulators: ['anvil', 'solana', 'blockchain-api', 'wallet-api'],
  expected:
    'The page removes the EVM chains while Anvil is shown: the network button shows the next chain family (Solana Lab), that choice is saved, and Connect lists only its wallets (Delta, no Alpha)',
  steps: [
    solanaFreshVisit(),
    step('Anvil is the active network; the page then removes the EVM chains', async (ctx) => {
      await ctx.ui.findByRole('button', 'Anvil')
      check(ctx.portico.chains.activeNamespace === 'eip155', 'EVM is not the active family')
      const other = ctx.portico.chains.namespaces.find((ns) => ns !== 'eip155')
      check(other, 'the page has no other chain family')
      next.namespace = other
      const state = ctx.portico.chains.network(other)
      next.network = (state?.caipNetwork ?? state?.requestedCaipNetworks[0])?.name ?? ''
      check(next.network, `the ${other} chain has no network`)
      ctx.portico.networks.removeAdapter('eip155')
    }),
    step('the first other chain family is active, shown and saved', async (ctx) => {
      await ctx.ui.findByRole('button', next.network)
      check(
        ctx.portico.chains.activeNamespace === next.namespace,
        `active family is ${ctx.portico.chains.activeNamespace}, not ${next.namespace}`,
      )
      const saved = window.localStorage.getItem('@portico/activeNamespace')
      check(saved?.includes(next.namespace), `the saved family is ${saved}`)
    }),
    step('Connect lists only that family’s wallets', async (ctx) => {
      await ctx.ui.click('button', 'Connect Wallet')
      await ctx.ui.findByRole('button', new RegExp(`^${DELTA}`))
      check(!ctx.ui.hasText('Alpha Wallet'), 'an EVM wallet is still listed')
      ctx.portico.close()
    }),
    step('the page is reloaded with nothing saved, so the EVM chains come back', (ctx) => {
      for (const key of porticoStorageKeys()) window.localStorage.removeItem(key)
      ctx.portico.close()
      return RELOAD
    }),
    step('after the reload Anvil is the active network again', async (ctx) => {
      await ctx.portico.init()
      await ctx.ui.findByRole('button', 'Anvil')
      await openConnect(ctx)
      ctx.portico.close()
    }),
  ],
})
