import { waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { AUTH_FRAME, emailLogin, freshAuthVisit, signApprovedAndVerify } from './authSteps'

type Ctx = LabScenarioContext

const MESSAGE = 'Signed on Base by the account the page shows'
const account = (ctx: Ctx) => ctx.portico.chains.activeChain?.account
const seen = { smart: '', owner: '' }

export default defineScenario<Ctx>({
  id: 'auth-switch-network-account',
  title: 'Embedded wallet: after a network switch the account is the one on the new network',
  simulators: ['anvil', 'anvil-base', 'wallet-api', AUTH_FRAME],
  expected:
    "The embedded wallet offers a smart account on the lab chain but not on Base. After an e-mail login the page shows the smart account; after switching to Base it shows the plain account the wallet uses there, reads that account's balance (3.25 ETH, shown in the modal), and a message signed on Base verifies against it",
  steps: [
    ...freshAuthVisit(),
    step('the embedded wallet offers smart accounts on the lab chain only', async (ctx) => {
      await ctx.lab.command(AUTH_FRAME, 'limitSmartAccounts', { chainIds: [31337] })
    }),
    emailLogin(),
    step('on the lab chain the page shows the smart account', async (ctx) => {
      const a = account(ctx)
      seen.smart = ctx.portico.chains.activeAddress ?? ''
      seen.owner = a?.allAccounts.find((x) => x.type === 'eoa')?.address ?? ''
      check(a?.preferredAccountType === 'smartAccount', `type ${a?.preferredAccountType}`)
      check(seen.owner !== '' && seen.owner !== seen.smart, 'no smart account beside its owner')
    }),
    step('switched to Base, the page shows the account the wallet uses on Base', async (ctx) => {
      ctx.portico.close()
      await ctx.portico.networks.switchNetwork('eip155:8453')
      await waitForStatus(ctx, 'connected')
      const shown = ctx.portico.chains.activeAddress
      check(shown === seen.owner, `the page shows ${shown}, the wallet uses ${seen.owner} on Base`)
      check(account(ctx)?.caipAddress === `eip155:8453:${seen.owner}`, 'not on Base')
    }),
    step("the modal reads and shows that account's balance on Base", async (ctx) => {
      await ctx.lab.command('anvil-base', 'setBalance', {
        address: seen.owner,
        wei: '3250000000000000000',
      })
      await ctx.portico.balances.refreshNativeBalance({ forceUpdate: true })
      ctx.portico.open()
      await ctx.ui.waitForText(/\b3\.25\b/)
      check(account(ctx)?.balance === '3.25', `the balance is ${account(ctx)?.balance}`)
      ctx.portico.close()
    }),
    step('a message signed on Base verifies against the account shown', (ctx) =>
      signApprovedAndVerify(ctx, MESSAGE),
    ),
  ],
})
