import { chooseWallet, freshVisit, openConnect, waitForStatus, wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'

/**
 * Beta Wallet's accounts: anvil's dev account 3 (primary name carol.eth in the lab's ENS) and
 * dev account 2 (bob.eth points at it, but it claims no primary name).
 */
const CAROL = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const NAMELESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** Connects Beta Wallet with its account `index` selected, from the page's button. */
async function connectAs(ctx: LabScenarioContext, index: number, address: string) {
  wallet(ctx, 'beta').update({ accountIndex: index })
  await openConnect(ctx)
  await chooseWallet(ctx, 'Beta Wallet')
  await waitForStatus(ctx, 'connected')
  check(
    ctx.portico.chains.activeAddress === address,
    `connected as ${ctx.portico.chains.activeAddress}`,
  )
}

/** Opens the Account view from the page's account button (a name or the short address). */
async function openAccountOf(ctx: LabScenarioContext, button: RegExp) {
  if (ctx.portico.modal.isOpen) ctx.portico.close()
  await ctx.ui.click('button', button)
  await ctx.ui.findByRole('button', 'Disconnect')
}

export default defineScenario<LabScenarioContext>({
  id: 'account-ens-primary-name',
  title: 'The account shows its ENS name and avatar',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'An account whose primary name is carol.eth (set in the lab ENS, resolving back to it) shows "carol.eth" and its avatar; an account without a name shows its address',
  steps: [
    freshVisit(),
    step('the visitor connects Beta Wallet with its second account', (ctx) =>
      connectAs(ctx, 1, CAROL),
    ),
    step('the account shows carol.eth and her avatar, read from the chain', async (ctx) => {
      await openAccountOf(ctx, /carol\.eth|0x90F7/)
      await ctx.ui.waitForText('carol.eth')
      const avatar = (await ctx.ui.findByRole('img', 'Avatar of carol.eth')) as HTMLImageElement
      check(avatar.src.startsWith('data:image/svg+xml'), `the avatar is ${avatar.src.slice(0, 40)}`)
      ctx.portico.close()
    }),
    step(
      'the visitor disconnects and connects the first account, which claims no name',
      async (ctx) => {
        await ctx.portico.connection.disconnect()
        await connectAs(ctx, 0, NAMELESS)
      },
    ),
    step('the account shows the address, no name and no name avatar', async (ctx) => {
      await openAccountOf(ctx, /0x3C44/)
      await ctx.ui.waitForText(/0x3C44/)
      check(!ctx.ui.hasText('carol.eth'), 'carol.eth still shows')
      check(ctx.portico.chains.activeChain?.account.profileName === undefined, 'a name was set')
      check(ctx.ui.queryAllByRole('img', /^Avatar of/).length === 0, 'a name avatar shows')
      ctx.portico.close()
    }),
  ],
})
