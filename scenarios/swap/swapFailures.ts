import { ANVIL_CHAIN_ID, connectAlpha, freshVisit, openAccount, wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { pollUntil } from '../runner/waits'
import {
  ALPHA_ACCOUNTS,
  BASE_TOKENS,
  connectedOnBase,
  enterAmount,
  openSwap,
  pickToken,
  recordedEvents,
  resetAllowance,
  waitForSnackbar,
} from './swapSteps'

/** SPEC §8: the allowance endpoint fails. */
export const allowanceFails = defineScenario<LabScenarioContext>({
  id: 'swap-allowance-500',
  title: 'The allowance endpoint answers 500',
  simulators: ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api'],
  expected: '"Failed to check allowance" and the modal goes back from Swap',
  steps: [
    ...connectedOnBase(0),
    step('the allowance endpoint will answer 500', async (ctx) => {
      await ctx.lab.command('blockchain-api', 'setFault', {
        key: 'GET /v1/convert/allowance',
        status: 500,
      })
    }),
    step('USDC → UNI: "Failed to check allowance", back to the account', async (ctx) => {
      await openSwap(ctx)
      await pickToken(ctx, 'pay', 'USDC')
      await pickToken(ctx, 'receive', 'UNI')
      await enterAmount(ctx, '10')
      await waitForSnackbar(ctx, 'Failed to check allowance')
      await ctx.ui.waitFor(
        'the Account view',
        () => ctx.portico.router.view === 'Account' || undefined,
      )
      await ctx.lab.command('blockchain-api', 'clearFaults')
      ctx.portico.close()
    }),
  ],
})

/** SPEC §8 and §7: the wallet refuses the approval. */
export const approvalRejected = defineScenario<LabScenarioContext>({
  id: 'swap-approval-rejected',
  title: 'The wallet rejects the swap approval',
  simulators: ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api'],
  expected: '"Transaction error" shows and the failed approval is recorded in analytics',
  steps: [
    ...connectedOnBase(0),
    step('no USDC allowance yet; analytics on; Alpha will reject', async (ctx) => {
      await resetAllowance(ctx, ALPHA_ACCOUNTS[0], BASE_TOKENS.USDC)
      await ctx.lab.command('blockchain-api', 'setAnalyticsEnabled', { enabled: true })
      await ctx.lab.command('wallet-api', 'setAnalyticsEnabled', { enabled: true })
      await ctx.lab.command('blockchain-api', 'clearAnalytics')
    }),
    step('the visitor approves USDC, the wallet says no: "Transaction error"', async (ctx) => {
      await openSwap(ctx)
      await pickToken(ctx, 'pay', 'USDC')
      await pickToken(ctx, 'receive', 'UNI')
      await enterAmount(ctx, '25')
      await ctx.ui.click('button', 'Review swap')
      wallet(ctx, 'alpha').update({ mode: 'reject' })
      await ctx.ui.click('button', 'Approve USDC')
      await waitForSnackbar(ctx, 'Transaction error')
    }),
    step('the failed approval reached analytics', async (ctx) => {
      await pollUntil('a SWAP_APPROVAL_ERROR event at the sink', async () => {
        const events = await recordedEvents(ctx, 'SWAP_APPROVAL_ERROR')
        return events.some((e) => e.swapFromToken === 'USDC' && e.message === 'Transaction error')
      })
      ctx.portico.close()
    }),
  ],
})

/** SPEC §9: a network off the swap list. */
export const offSwapList = defineScenario<LabScenarioContext>({
  id: 'swap-network-off-list',
  title: 'Swap is not offered on a network off the swap list',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected: 'On the lab chain (31337) the Account view offers Buy, Receive and Send but no Swap',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the Account view lists the wallet features without Swap', async (ctx) => {
      check(ctx.portico.chains.activeCaipNetwork?.id === ANVIL_CHAIN_ID, 'not on the lab chain')
      await openAccount(ctx)
      for (const feature of ['Buy crypto', 'Receive', 'Send']) {
        await ctx.ui.findByRole('button', feature)
      }
      check(ctx.ui.queryAllByRole('button', 'Swap').length === 0, 'Swap is offered on 31337')
      ctx.portico.close()
    }),
  ],
})
