import { connectAlpha, freshVisit, openAccount } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { type ScenarioStep, step } from '../runner/scenario'

type Ctx = LabScenarioContext

/** The account's USDC as the Account view's token list has it. */
export function usdcBalance(ctx: Ctx): number {
  const tokens = ctx.portico.chains.activeChain?.account.tokenBalance ?? []
  return Number(tokens.find((t) => t.symbol === 'USDC')?.quantity.numeric ?? 0)
}

/** A first visit, `faults` set on the API stub, Alpha connected, Buy crypto opened. */
export function onBuyCrypto(
  faults: Array<{ key: string; status: number }> = [],
): ScenarioStep<Ctx>[] {
  return [
    freshVisit(),
    ...(faults.length > 0
      ? [
          step<Ctx>(
            `the Blockchain API fails ${faults.map((f) => f.key).join(', ')}`,
            async (ctx) => {
              for (const fault of faults) await ctx.lab.command('blockchain-api', 'setFault', fault)
            },
          ),
        ]
      : []),
    connectAlpha(),
    step('the visitor opens Buy crypto in the Account view', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.click('button', 'Buy crypto')
      await ctx.ui.findByRole('combobox', 'Buy')
      await ctx.ui.waitForText('Coinbase · fees 1–2 %')
    }),
  ]
}
