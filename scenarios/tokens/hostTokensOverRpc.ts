import { encodeFunctionData, erc20Abi, formatUnits } from 'viem'
import { type LabTokenSymbol, labTokenAddresses } from '../../simulators/contracts/labTokens'
import { connectAlpha, DEV_ACCOUNT_0, freshVisit, openAccount, wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, defineScenario, step } from '../runner/scenario'

/** The lab token's balance of dev account 0, as the node says, in the token's own units. */
async function onChain(ctx: LabScenarioContext, symbol: LabTokenSymbol, decimals: number) {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [DEV_ACCOUNT_0],
  })
  const answer = await wallet(ctx, 'alpha').provider.request({
    method: 'eth_call',
    params: [{ to: labTokenAddresses()[symbol], data }, 'latest'],
  })
  return formatUnits(BigInt(String(answer)), decimals)
}

export default defineScenario<LabScenarioContext>({
  id: 'tokens-host-over-rpc',
  title: "A site without a backend names its tokens: the account reads them from the chain's RPC",
  simulators: ['anvil'],
  expected:
    "With no endpoints and `tokens` naming the lab's USDC and UNI, the connected account's Tokens list shows both with the balances the node holds, read over anvil's JSON-RPC, and the account button shows the USDC balance; the page sends nothing to any backend",
  steps: [
    pageParam('backend', 'none', 'the demo site configures no backend'),
    pageParam('tokens', 'lab', "the demo site names the lab's USDC and UNI in `tokens`"),
    freshVisit(),
    step('the site has no backend at all', (ctx) => {
      check(ctx.portico.services.api === undefined, 'a Blockchain API is configured')
      check(ctx.portico.services.walletListing === undefined, 'a wallet listing is configured')
      check(ctx.portico.ports.tokenBalances !== undefined, 'no token source for the Tokens list')
    }),
    connectAlpha(),
    step("the Tokens list shows USDC and UNI with the node's balances", async (ctx) => {
      await openAccount(ctx)
      for (const symbol of ['USDC', 'UNI']) await ctx.ui.waitForText(new RegExp(`\\b${symbol}\\b`))
      const held = ctx.portico.chains.activeChain?.account.tokenBalance ?? []
      for (const [symbol, decimals] of [
        ['USDC', 6],
        ['UNI', 18],
      ] as const) {
        const token = held.find((balance) => balance.symbol === symbol)
        const expected = await onChain(ctx, symbol, decimals)
        check(
          token?.quantity.numeric === expected,
          `${symbol}: ${token?.quantity.numeric} ≠ ${expected}`,
        )
      }
    }),
    step(
      "the site's account button shows the host's first token, USDC, in place of ETH",
      async (ctx) => {
        const usdc = Number(await onChain(ctx, 'USDC', 6)).toLocaleString('en-US', {
          maximumFractionDigits: 6,
        })
        await ctx.ui.findByRole('button', new RegExp(`^${usdc.replaceAll('.', '\\.')} USDC 0x`))
      },
    ),
    step('every request the page made went to the chain node, none to a backend', (ctx) => {
      const rpc = new URL(ctx.portico.options.networks[0]?.rpcUrls.default.http[0] ?? '').origin
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) =>
          ['fetch', 'xmlhttprequest'].includes((entry as PerformanceResourceTiming).initiatorType),
        )
        .map((entry) => new URL(entry.name).origin)
      check(requests.includes(rpc), 'nothing was read from the chain node')
      const elsewhere = requests.filter((origin) => origin !== rpc && origin !== location.origin)
      check(elsewhere.length === 0, `requests went to ${[...new Set(elsewhere)].join(', ')}`)
    }),
  ],
})
