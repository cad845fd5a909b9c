import { connectAlpha, freshVisit, wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, type ScenarioStep, step } from '../runner/scenario'
import { quietPeriod } from '../runner/waits'
import { fillSend, openSend } from './sendSteps'

type Ctx = LabScenarioContext

/** EIP-55's own vector, one letter's case flipped: the typo the checksum exists to catch. */
const WRONG_CHECKSUM = '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`

/** Types `to` as the receiver; its message shows, Review stays disabled, the wallet is not asked. */
function refusesReceiver(to: string, message: string): ScenarioStep<Ctx> {
  return step(`the visitor types ${to} as the receiver`, async (ctx) => {
    const methods: string[] = []
    const stop = wallet(ctx, 'alpha').onActivity((entry) => methods.push(entry.method))
    await ctx.ui.type('To', to)
    await ctx.ui.waitForText(message)
    const [review] = ctx.ui.queryAllByRole('button', 'Review')
    check((review as HTMLButtonElement | undefined)?.disabled === true, 'Review is enabled')
    await quietPeriod(300, 'a refused receiver never asks the wallet for gas or a signature')
    stop()
    const asked = methods.filter((m) => m === 'eth_sendTransaction' || m === 'eth_estimateGas')
    check(asked.length === 0, `the wallet was asked: ${asked.join(', ')}`)
  })
}

/** Send refuses a mistyped EIP-55 checksum and the zero address, each with its own message. */
export default defineScenario<Ctx>({
  id: 'send-receiver-address-checks',
  title: 'Send refuses a wrong-checksum address and the zero address',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'Under To: "This address does not match its checksum (the mix of capital and small letters): check it for a typo", then "This is the zero address: anything sent to it is lost"; Review disabled; the wallet is never asked',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the visitor opens Send and types an amount', async (ctx) => {
      await openSend(ctx)
      await fillSend(ctx, { amount: '0.1', to: '' })
    }),
    refusesReceiver(
      WRONG_CHECKSUM,
      'This address does not match its checksum (the mix of capital and small letters): check it for a typo',
    ),
    refusesReceiver(ZERO_ADDRESS, 'This is the zero address: anything sent to it is lost'),
    step('the same address, checksummed, is accepted', async (ctx) => {
      await ctx.ui.type('To', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
      await ctx.ui.waitFor('Review to be enabled', () => {
        const [button] = ctx.ui.queryAllByRole('button', 'Review')
        return button && !(button as HTMLButtonElement).disabled ? button : undefined
      })
      check(ctx.portico.router.view === 'Send', `on ${ctx.portico.router.view}`)
    }),
  ],
})
