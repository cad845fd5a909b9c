import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder } from '@solana/kit'
import { Connection, PublicKey } from '@solana/web3.js'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { DELTA_ADDRESS, waitForSolana } from '../solana/solanaSteps'
import { AUTH_FRAME, decide, emailLogin, freshAuthVisit } from './authSteps'

type Ctx = LabScenarioContext

const MESSAGE = 'Sign in to the lab with my embedded Solana account'
const solanaNetwork = (ctx: Ctx) =>
  ctx.portico.chains.requestedCaipNetworks.find((n) => n.chainNamespace === 'solana')
const lamportsOf = async (ctx: Ctx, address: string) => {
  const rpcUrl = solanaNetwork(ctx)?.rpcUrls.default.http[0]
  check(rpcUrl, 'no lab Solana network on the page')
  return new Connection(rpcUrl, 'confirmed').getBalance(new PublicKey(address))
}
const before = { sender: 0, receiver: 0 }

export default defineScenario<Ctx>({
  id: 'auth-solana',
  title: 'Embedded wallet on Solana: sign a message, send SOL',
  simulators: ['anvil', 'wallet-api', AUTH_FRAME, 'solana', 'blockchain-api'],
  expected:
    "After an e-mail login, switching to the lab Solana network connects the embedded wallet's Solana account (no second login); a message signed after approval (its text on the approval screen) verifies with ed25519; 0.25 SOL sent through the Send view, approved (receiver and amount on the approval screen), arrives on LiteSVM and the sender pays it plus the fee",
  steps: [
    ...freshAuthVisit(),
    emailLogin(),
    step(
      'switching to the lab Solana network connects the embedded Solana account',
      async (ctx) => {
        const network = solanaNetwork(ctx)
        check(network, 'no lab Solana network on the page')
        ctx.portico.close()
        await ctx.portico.networks.switchNetwork(network)
        await waitForSolana(ctx, 'connected')
        const account = ctx.portico.chains.account('solana')
        check(account?.connectedWalletInfo?.connectorId === 'AUTH', 'not the embedded wallet')
        check(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(account?.address ?? ''), 'no Solana address')
      },
    ),
    step('a message, approved on the approval screen, verifies with ed25519', async (ctx) => {
      const address = ctx.portico.chains.account('solana')?.address ?? ''
      const adapter = await ctx.portico.adapters.load('solana')
      const signing = adapter.signMessage?.({ message: MESSAGE, address })
      await ctx.ui.waitForText(MESSAGE)
      await decide(ctx, 'Approve')
      const signature = await signing
      check(signature, 'no signature')
      const bytes = new Uint8Array(getBase58Encoder().encode(signature))
      const key = new PublicKey(address).toBytes()
      check(
        ed25519.verify(bytes, new TextEncoder().encode(MESSAGE), key),
        `the signature ${signature} does not verify for ${address}`,
      )
    }),
    step('0.25 SOL through the Send view, approved, moves on the lab chain', async (ctx) => {
      const sender = ctx.portico.chains.account('solana')?.address ?? ''
      before.sender = await lamportsOf(ctx, sender)
      before.receiver = await lamportsOf(ctx, DELTA_ADDRESS)
      if (!ctx.portico.modal.isOpen) ctx.portico.open()
      await ctx.ui.click('button', 'Send')
      await ctx.ui.type('Amount', '0.25')
      await ctx.ui.type('To', DELTA_ADDRESS)
      await ctx.ui.waitFor('Review to be enabled', () => {
        const [button] = ctx.ui.queryAllByRole('button', 'Review')
        return button && !(button as HTMLButtonElement).disabled ? button : undefined
      })
      await ctx.ui.click('button', 'Review')
      await ctx.ui.click('button', 'Send')
      await ctx.ui.waitFor(
        'ApproveTransaction',
        () => ctx.portico.router.view === 'ApproveTransaction',
      )
      check(
        ctx.ui.hasText(DELTA_ADDRESS) && ctx.ui.hasText('0.25 SOL'),
        'no readable transfer summary',
      )
      await decide(ctx, 'Approve')
      await ctx.ui.waitForText('Transaction started')
      const received = (await lamportsOf(ctx, DELTA_ADDRESS)) - before.receiver
      const spent = before.sender - (await lamportsOf(ctx, sender))
      check(received === 250_000_000, `the receiver gained ${received} lamports`)
      check(spent > 250_000_000 && spent < 250_100_000, `the sender spent ${spent} lamports`)
      ctx.portico.close()
    }),
  ],
})
