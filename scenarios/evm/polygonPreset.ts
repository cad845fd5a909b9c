import { formatBalance } from 'portico'
import { formatEther } from 'viem'
import type { OnDemandChain } from '../../simulators/chains/onDemandAnvil'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, RELOAD, step } from '../runner/scenario'
import {
  connectAlpha,
  DEV_ACCOUNT_0,
  freshVisit,
  installedWalletsFound,
  openAccount,
  wallet,
} from './evmSteps'
import { nodeRpc } from './nodeRpc'

const POLYGON_CHAIN_ID = 137

/** Dev account 0's POL on the Polygon node, as the node itself answers. */
async function polOnChain(rpcUrl: string): Promise<string> {
  const wei = await nodeRpc(rpcUrl, 'eth_getBalance', [DEV_ACCOUNT_0, 'latest'])
  return formatBalance(formatEther(BigInt(wei)), 'POL')
}

export default defineScenario<LabScenarioContext>({
  id: 'evm-polygon-preset',
  title: 'Switch to the Polygon preset (an anvil with chain id 137)',
  simulators: ['anvil', 'anvil-polygon', 'blockchain-api', 'wallet-api'],
  expected:
    "The lab starts its Polygon node (chain id 137) and the site adds Portico's `polygon` preset; Alpha, which knows only anvil and Base, is asked to add Polygon and switches; the page is on Polygon and the account shows its POL balance and PolygonScan",
  steps: [
    step(
      "the lab starts its Polygon node; the demo site lists Portico's Polygon preset on it",
      async (ctx) => {
        const { rpcUrl, chainId } = (await ctx.lab.command('anvil-polygon', 'up')) as OnDemandChain
        check(chainId === POLYGON_CHAIN_ID, `the Polygon node has chain id ${chainId}`)
        const url = new URL(window.location.href)
        if (url.searchParams.get('rpcPolygon') === rpcUrl) return
        url.searchParams.set('rpcPolygon', rpcUrl)
        window.history.replaceState(null, '', url)
        return RELOAD
      },
    ),
    freshVisit(),
    installedWalletsFound(),
    connectAlpha(),
    step(
      'the visitor picks Polygon: the wallet adds it from the preset and switches',
      async (ctx) => {
        check(
          !wallet(ctx, 'alpha').getSettings().knownChainIds.includes(POLYGON_CHAIN_ID),
          'Alpha already knows Polygon',
        )
        await ctx.ui.click('button', 'Anvil')
        await ctx.ui.click('button', 'Polygon')
        await ctx.ui.waitFor(
          'the wallet on Polygon',
          () => wallet(ctx, 'alpha').getSettings().chainId === POLYGON_CHAIN_ID,
        )
        await ctx.ui.waitFor(
          'the page on Polygon',
          () =>
            ctx.portico.chains.activeCaipNetwork?.caipNetworkId === `eip155:${POLYGON_CHAIN_ID}`,
        )
        check(
          wallet(ctx, 'alpha').getSettings().knownChainIds.includes(POLYGON_CHAIN_ID),
          'the wallet did not add Polygon',
        )
        await ctx.ui.findByRole('button', 'Polygon')
      },
    ),
    step('the account shows its POL balance on the Polygon node and PolygonScan', async (ctx) => {
      const rpcUrl = ctx.portico.chains.activeCaipNetwork?.rpcUrls.default.http[0] ?? ''
      await openAccount(ctx)
      await ctx.ui.waitForText(await polOnChain(rpcUrl))
      const explorer = (await ctx.ui.findByRole(
        'link',
        'View on block explorer',
      )) as HTMLAnchorElement
      check(
        explorer.href.startsWith(`https://polygonscan.com/address/${DEV_ACCOUNT_0}`),
        `the explorer link is ${explorer.href}`,
      )
    }),
  ],
})
