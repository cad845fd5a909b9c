import { formatEther, parseEther } from 'viem'
import { connectAlpha, freshVisit, wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'

/** Anvil's dev account 9: receives the batch (no other scenario spends from it). */
const RECEIVER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

async function receiverBalance(ctx: LabScenarioContext): Promise<bigint> {
  const wei = await wallet(ctx, 'alpha').provider.request({
    method: 'eth_getBalance',
    params: [RECEIVER, 'latest'],
  })
  return BigInt(String(wei))
}

export default defineScenario<LabScenarioContext>({
  id: 'wallet-send-calls',
  title: 'A batch of two calls through wallet_sendCalls (EIP-5792)',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'Alpha reports atomic batching in wallet_getCapabilities; two transfers (0.1 and 0.2 ETH) go out as one wallet_sendCalls batch; wallet_getCallsStatus says confirmed with two receipts; the receiver gets 0.3 ETH',
  steps: [
    freshVisit(),
    step('Alpha batches calls atomically', (ctx) => {
      wallet(ctx, 'alpha').update({ atomicBatch: true })
    }),
    connectAlpha(),
    step('the site sends two calls as one batch and the wallet settles both', async (ctx) => {
      const adapter = await ctx.portico.adapters.load('eip155')
      const network = ctx.portico.chains.activeCaipNetwork
      check(network, 'no active network')
      check(adapter.sendCalls && adapter.getCallsStatus, 'the eip155 adapter sends no batches')
      check(
        await adapter.supportsAtomicBatch?.({ network }),
        'the wallet reports no atomic batching',
      )
      const before = await receiverBalance(ctx)
      const id = await adapter.sendCalls({
        network,
        calls: [
          { to: RECEIVER, value: parseEther('0.1') },
          { to: RECEIVER, value: parseEther('0.2') },
        ],
      })
      const status = await adapter.getCallsStatus({ id })
      check(status.status === 'confirmed', `the batch is ${status.status}`)
      check(status.transactionHashes.length === 2, `${status.transactionHashes.length} receipts`)
      const received = (await receiverBalance(ctx)) - before
      check(received === parseEther('0.3'), `the receiver got ${formatEther(received)} ETH`)
    }),
  ],
})
