import { formatBalance } from 'portico'
import { formatEther } from 'viem'
import { connectAlpha, DEV_ACCOUNT_0, freshVisit, openAccount, wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { quietPeriod } from '../runner/waits'

/** The account's balance is reused for 30 s. */
const NATIVE_BALANCE_CACHE_MS = 30_000
/** 1234.5 ETH: what the chain holds once the lab moves the balance. */
const MOVED_WEI = 12345n * 10n ** 17n
const MOVED = formatBalance('1234.5', 'ETH')

/** The balance the chain held before the lab moved it, and its text in the account view. */
const before = { wei: '', text: '' }

/**
 * The balance under the account's name, read as a screen reader reads it ("Balance: 1.5 ETH");
 * the Tokens list shows the chain's coin too, from the token balances, which keep their own
 * cache.
 */
function accountBalance(ctx: LabScenarioContext): string | undefined {
  const shown = ctx.ui.queryAllByText(/^Balance: \S/).at(-1)?.textContent
  return shown?.slice('Balance: '.length)
}

/** Waits until the account's facts show `text` as the balance. */
async function waitForBalance(ctx: LabScenarioContext, text: string): Promise<void> {
  await ctx.ui.waitFor(`the balance ${text}`, () => accountBalance(ctx) === text)
}

/** Gives a balance read, had one been sent, time to come back and show. */
function settle(): Promise<void> {
  return quietPeriod(1_000, 'no new balance read shows while the balance is kept')
}

export default defineScenario<LabScenarioContext>({
  id: 'timers-native-balance-cache',
  title: 'The account balance is reused for 30 seconds',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'The account shows the chain balance; the chain then holds 1234.5 ETH, but reopened 29 s after the first read the account still shows the old balance; after 30 s it shows 1234.5 ETH',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the account shows the balance the chain holds', async (ctx) => {
      const wei = await wallet(ctx, 'alpha').provider.request({
        method: 'eth_getBalance',
        params: [DEV_ACCOUNT_0, 'latest'],
      })
      before.wei = BigInt(String(wei)).toString()
      before.text = formatBalance(formatEther(BigInt(before.wei)), 'ETH')
      await openAccount(ctx)
      await waitForBalance(ctx, before.text)
      ctx.portico.close()
    }),
    step('the chain balance moves to 1234.5 ETH', async (ctx) => {
      await ctx.lab.command('anvil', 'setBalance', {
        address: DEV_ACCOUNT_0,
        wei: MOVED_WEI.toString(),
      })
    }),
    step('reopened 29 s later, the account still shows the balance it read', async (ctx) => {
      ctx.clock.advance(NATIVE_BALANCE_CACHE_MS - 1_000)
      await openAccount(ctx)
      await settle()
      const shown = accountBalance(ctx)
      check(shown !== MOVED, 'the balance was read again within 30 s')
      check(shown === before.text, `the account shows ${shown}, not the ${before.text} it read`)
      ctx.portico.close()
    }),
    step('30 s after the first read, reopening shows 1234.5 ETH', async (ctx) => {
      ctx.clock.advance(2_000)
      await openAccount(ctx)
      await waitForBalance(ctx, MOVED)
      ctx.portico.close()
      await ctx.lab.command('anvil', 'setBalance', { address: DEV_ACCOUNT_0, wei: before.wei })
    }),
  ],
})
