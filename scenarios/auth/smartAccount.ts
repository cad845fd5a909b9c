import { createPublicClient, type Hex, http } from 'viem'
import { waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, step } from '../runner/scenario'
import { decide, defineAuthScenario, emailLogin, startRequest } from './authSteps'

const RECIPIENTS = [
  '0x00000000000000000000000000000000000000c1',
  '0x00000000000000000000000000000000000000c2',
] as const

function chain(ctx: LabScenarioContext) {
  const rpcUrl = ctx.portico.chains.activeCaipNetwork?.rpcUrls.default.http[0]
  return createPublicClient({ transport: http(rpcUrl) })
}

const account = (ctx: LabScenarioContext) => ctx.portico.chains.activeChain?.account

export default defineAuthScenario({
  id: 'auth-smart-account',
  title: 'Embedded wallet: smart account, an atomic two-call batch, switch to EOA and back',
  expected:
    'The embedded account is a smart account at an address other than its owner, not deployed; an approved two-call wallet_sendCalls deploys it and pays both recipients on anvil in one transaction; "Switch to EOA" shows the owner address, "Switch to smart account" the smart one again',
  steps: [
    emailLogin(),
    step('connected as a counterfactual smart account', async (ctx) => {
      const a = account(ctx)
      const owner = a?.allAccounts.find((x) => x.type === 'eoa')?.address
      check(a?.preferredAccountType === 'smartAccount', `type ${a?.preferredAccountType}`)
      check(owner && owner !== ctx.portico.chains.activeAddress, 'the smart account is the owner')
      check(a?.smartAccountDeployed === false, 'already deployed')
      const code = await chain(ctx).getCode({ address: ctx.portico.chains.activeAddress as Hex })
      check(!code || code === '0x', 'code already at the address')
    }),
    step('an approved two-call batch pays both recipients in one transaction', async (ctx) => {
      const before = await Promise.all(
        RECIPIENTS.map((address) => chain(ctx).getBalance({ address })),
      )
      const calls = [
        { to: RECIPIENTS[0], value: '0x3e8' },
        { to: RECIPIENTS[1], value: '0x7d0' },
      ]
      const pending = startRequest(ctx, 'wallet_sendCalls', [{ version: '1.0', calls }])
      await decide(ctx, 'Approve')
      const outcome = await pending
      check(outcome.ok, `the batch failed: ${JSON.stringify(!outcome.ok && outcome.error)}`)
      const after = await Promise.all(
        RECIPIENTS.map((address) => chain(ctx).getBalance({ address })),
      )
      check(
        after[0]! - before[0]! === 1000n && after[1]! - before[1]! === 2000n,
        `balances ${after}`,
      )
      const { id } = outcome.result as { id: Hex }
      const receipt = await chain(ctx).getTransactionReceipt({ hash: id })
      check(receipt.status === 'success', 'the batch transaction failed')
      await ctx.ui.waitFor(
        'smartAccountDeployed to flip',
        () => account(ctx)?.smartAccountDeployed === true,
      )
    }),
    step('switching to the EOA and back changes the address', async (ctx) => {
      const smart = ctx.portico.chains.activeAddress
      const owner = account(ctx)?.allAccounts.find((x) => x.type === 'eoa')?.address
      ctx.portico.open()
      await ctx.ui.click('button', 'Switch to EOA')
      await ctx.ui.waitFor('the owner address', () => ctx.portico.chains.activeAddress === owner)
      await ctx.ui.waitFor('the switch back to be enabled', () => {
        const button = ctx.ui.queryAllByRole('button', 'Switch to smart account')[0]
        return button && !(button as HTMLButtonElement).disabled
      })
      await ctx.ui.click('button', 'Switch to smart account')
      await ctx.ui.waitFor('the smart address', () => ctx.portico.chains.activeAddress === smart)
      await waitForStatus(ctx, 'connected')
    }),
  ],
})
