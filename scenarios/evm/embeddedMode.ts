import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, defineScenario, step } from '../runner/scenario'
import {
  chooseWallet,
  DEV_ACCOUNT_0,
  freshVisit,
  installedWalletsFound,
  waitForStatus,
} from './evmSteps'

type Ctx = LabScenarioContext

/** The modal is shown in the page: no dialog over it and nothing to close it with. */
function checkInline(ctx: Ctx, view: string): void {
  check(ctx.ui.queryAllByRole('dialog').length === 0, `${view} opened as a dialog over the page`)
  check(ctx.ui.queryAllByRole('button', 'Close').length === 0, `${view} offers a Close button`)
}

export default defineScenario<LabScenarioContext>({
  id: 'evm-embedded-mode',
  title: 'Embedded mode: Connect and Account inline in the page',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'With enableEmbedded, Connect shows in the page without a click (no dialog, no Close); Alpha connects from it and the Account view takes its place inline, with Disconnect',
  steps: [
    pageParam('embedded', '1', 'the demo site shows the modal inline (enableEmbedded)'),
    freshVisit(),
    installedWalletsFound(),
    step('Connect is in the page, not over it, before any click', async (ctx) => {
      await ctx.ui.findByRole('region', 'Connect Wallet')
      await ctx.ui.findByRole('button', /^Alpha Wallet/)
      checkInline(ctx, 'Connect')
    }),
    step('the visitor connects Alpha Wallet from the inline Connect view', async (ctx) => {
      await chooseWallet(ctx, 'Alpha Wallet')
      await waitForStatus(ctx, 'connected')
      check(ctx.portico.chains.activeAddress === DEV_ACCOUNT_0, 'not connected as dev account 0')
    }),
    step('the Account view takes its place in the page', async (ctx) => {
      await ctx.ui.findByRole('region', 'Account')
      await ctx.ui.findByRole('button', 'Disconnect')
      checkInline(ctx, 'Account')
    }),
  ],
})
