import { chooseWallet, DEV_ACCOUNT_0, waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, defineScenario, type ScenarioStep, step } from '../runner/scenario'
import { AUTH_FRAME, freshAuthVisit } from './authSteps'

type Ctx = LabScenarioContext

/** The one button the Connect view shows instead of its wallets when it folds them. */
const CONTINUE = 'Continue with a wallet'

/** Opens Connect and waits for its e-mail form (the embedded wallet's way in). */
async function connectWithEmailForm(ctx: Ctx): Promise<void> {
  await ctx.portico.init()
  if (!ctx.portico.modal.isOpen) await ctx.ui.click('button', 'Connect Wallet')
  await ctx.ui.findByRole('textbox', 'E-mail address')
}

/** Connect shows the e-mail form and, instead of the wallets, only "Continue with a wallet". */
function walletsFolded(why: string): ScenarioStep<Ctx> {
  return step(`${why}: Connect shows the e-mail form and "${CONTINUE}", no wallet`, async (ctx) => {
    await connectWithEmailForm(ctx)
    await ctx.ui.findByRole('button', CONTINUE)
    for (const hidden of [/^Alpha Wallet/, /All wallets/]) {
      const shown = ctx.ui.queryAllByRole('button', hidden).length
      check(shown === 0, `${hidden} is shown ${shown} times while the wallets are folded`)
    }
  })
}

/** "Continue with a wallet" opens the wallets in place, "All wallets" among them. */
function foldOpens(): ScenarioStep<Ctx> {
  return step(`"${CONTINUE}" opens the wallets in place`, async (ctx) => {
    await ctx.ui.click('button', CONTINUE)
    await ctx.ui.findByRole('button', /^Alpha Wallet/)
    await ctx.ui.findByRole('button', /All wallets/)
    check(ctx.ui.queryAllByRole('button', CONTINUE).length === 0, `"${CONTINUE}" stayed`)
  })
}

const SIMULATORS = ['anvil', 'wallet-api', AUTH_FRAME]

export const authCollapseWallets = defineScenario<Ctx>({
  id: 'auth-collapse-wallets',
  title: 'collapseWallets folds the wallets behind "Continue with a wallet"',
  simulators: SIMULATORS,
  expected:
    'By default (collapseWallets off) Connect lists the wallets beside the e-mail form; with collapseWallets on it shows the e-mail form and one "Continue with a wallet" button instead (no wallet, no All wallets); that button opens the wallets in place and Alpha Wallet connects from them',
  steps: [
    ...freshAuthVisit(),
    step('by default the wallets are listed beside the e-mail form, not folded', async (ctx) => {
      await connectWithEmailForm(ctx)
      await ctx.ui.findByRole('button', /^Alpha Wallet/)
      await ctx.ui.findByRole('button', /All wallets/)
      check(ctx.ui.queryAllByRole('button', CONTINUE).length === 0, `"${CONTINUE}" is shown`)
      ctx.portico.close()
    }),
    pageParam('collapseWallets', '1', 'the demo site turns on collapseWallets'),
    walletsFolded('collapseWallets on'),
    foldOpens(),
    step('Alpha Wallet connects from the opened list', async (ctx) => {
      await chooseWallet(ctx, 'Alpha Wallet')
      await waitForStatus(ctx, 'connected')
      check(ctx.portico.chains.activeAddress === DEV_ACCOUNT_0, 'not connected as dev account 0')
    }),
  ],
})

export const authEmailHidesWallets = defineScenario<Ctx>({
  id: 'auth-email-hides-wallets',
  title: 'emailShowWallets off folds the wallets the same way',
  simulators: SIMULATORS,
  expected:
    'With emailShowWallets off (it is on by default), Connect shows the e-mail form and one "Continue with a wallet" button instead of the wallets; that button opens them in place',
  steps: [
    pageParam('emailShowWallets', '0', 'the demo site turns off emailShowWallets'),
    ...freshAuthVisit(),
    walletsFolded('emailShowWallets off'),
    foldOpens(),
  ],
})
