import { formatBalance } from 'portico'
import { formatEther } from 'viem'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  connectAlpha,
  DEV_ACCOUNT_0,
  freshVisit,
  openAccount,
  openConnect,
  PORTICO_PREFIX,
  porticoStorageKeys,
  waitForStatus,
  wallet,
} from './evmSteps'

/** SPEC §4 "Disconnecting": what must be gone from storage afterwards. */
const CLEARED_KEYS = [
  'connectedConnectorId:eip155',
  'connectedSocial',
  'deepLinkChoice',
  'email',
  'emailLoginUsed',
  'lastUsedChainId',
  'socialUsername',
]

export default defineScenario<LabScenarioContext>({
  id: 'evm-connect-disconnect',
  title: 'Connect an EIP-6963 wallet, see the anvil balance, disconnect',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'Alpha, Beta, Gamma (Installed) and Browser Wallet listed; Alpha connects; the anvil balance (3 decimals, truncated), alice.portico.id and USDC/UNI/USDT shown; after Disconnect nothing of the connection, sign-in or e-mail login is left in storage',
  steps: [
    freshVisit(),
    step('the connect view lists the installed wallets and the legacy one', async (ctx) => {
      await openConnect(ctx)
      for (const name of ['Alpha Wallet', 'Beta Wallet', 'Gamma Wallet', 'Browser Wallet']) {
        await ctx.ui.findByRole('button', new RegExp(`^${name}`))
      }
      await ctx.ui.waitForText('Installed')
      ctx.portico.close()
    }),
    connectAlpha(),
    step('the account shows the anvil balance, the name and the tokens', async (ctx) => {
      await openAccount(ctx)
      // Account 0 paid the gas of the lab's token deployments: the node says 9999.99… ETH.
      const wei = await wallet(ctx, 'alpha').provider.request({
        method: 'eth_getBalance',
        params: [DEV_ACCOUNT_0, 'latest'],
      })
      await ctx.ui.waitForText(formatBalance(formatEther(BigInt(String(wei))), 'ETH'))
      await ctx.ui.waitForText('alice.portico.id')
      for (const symbol of ['USDC', 'UNI', 'USDT']) await ctx.ui.waitForText(new RegExp(symbol))
      await ctx.ui.findByRole('button', 'Copy address')
      await ctx.ui.findByRole('link', 'View on block explorer')
    }),
    step('storage holds the connection, plus auth leftovers to clear', () => {
      const keys = porticoStorageKeys()
      check(
        keys.includes(`${PORTICO_PREFIX}connectedConnectorId:eip155`),
        `no stored connector id among ${keys.join(', ')}`,
      )
      // What an e-mail or social login would have left; disconnecting must remove it too.
      const leftovers: Record<string, string> = {
        connectedSocial: '"google"',
        deepLinkChoice: '{"href":"lab://","name":"Lab"}',
        email: '"visitor@example.test"',
        emailLoginUsed: 'true',
        lastUsedChainId: '"31337"',
        socialUsername: '"visitor"',
      }
      for (const [key, value] of Object.entries(leftovers)) {
        window.localStorage.setItem(`${PORTICO_PREFIX}${key}`, value)
      }
    }),
    step('Disconnect clears the connection, sign-in and e-mail login from storage', async (ctx) => {
      await ctx.ui.click('button', 'Disconnect')
      await waitForStatus(ctx, 'disconnected')
      await ctx.ui.findByRole('button', 'Connect Wallet')
      const left = porticoStorageKeys().filter((key) =>
        CLEARED_KEYS.includes(key.slice(PORTICO_PREFIX.length)),
      )
      check(left.length === 0, `still stored after disconnect: ${left.join(', ')}`)
      const status = window.localStorage.getItem(`${PORTICO_PREFIX}connectionStatus`)
      check(!status?.includes('connected') || status.includes('disconnected'), `status ${status}`)
    }),
  ],
})
