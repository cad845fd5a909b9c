import { chooseWallet, freshVisit, openConnect, waitForStatus, wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, type ScenarioStep, step } from '../runner/scenario'

type Ctx = LabScenarioContext

/** anvil's dev account 1, Alpha Wallet's second account: it holds no name at first. */
export const DEV_ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const BOBBY = 'bobby-lab.portico.id'

/**
 * A first visit with Alpha Wallet on its second account (no name yet) and `bobby-lab` free in
 * the stub's registry, connected, on RegisterAccountName from the Account view.
 */
export function onRegisterName(): ScenarioStep<Ctx>[] {
  return [
    freshVisit(),
    step('Alpha Wallet uses its second account; bobby-lab.portico.id is free', async (ctx) => {
      wallet(ctx, 'alpha').update({ accountIndex: 1 })
      await ctx.lab.command('blockchain-api', 'removeName', { name: BOBBY })
    }),
    step('the visitor connects and opens "Choose a name" in the Account view', async (ctx) => {
      await openConnect(ctx)
      await chooseWallet(ctx, 'Alpha Wallet')
      await waitForStatus(ctx, 'connected')
      check(ctx.portico.chains.activeAddress === DEV_ACCOUNT_1, 'not the second account')
      await ctx.ui.click('button', /^0x7099/)
      await ctx.ui.click('button', 'Choose a name')
      await ctx.ui.findByRole('textbox', 'Name')
    }),
  ]
}

/** How many registrations the stub received. */
export async function registrationCount(ctx: Ctx): Promise<number> {
  const log = (await ctx.lab.command('blockchain-api', 'requests')) as { key: string }[]
  return log.filter((entry) => entry.key === 'POST /v1/profile/account').length
}
