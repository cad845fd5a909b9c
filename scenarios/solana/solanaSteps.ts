import type { SolanaWalletId } from '../../simulators/wallets/solana/installSolanaWallets'
import { openConnect } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, type ScenarioStep, step } from '../runner/scenario'

type Ctx = LabScenarioContext

/** Delta Wallet (Solana only) signs with lab Solana account 2. */
export const DELTA = 'Delta Wallet'
/** Lab Solana account 2 (the seed "portico lab solana account 00002"). */
export const DELTA_ADDRESS = '8czM2JGALYfzwNm2WezKHs8WuU54YguFpqXqvAZ9j1Fw'

/** The page's simulated Solana wallet `id` (the lab's Solana chain must be running). */
export function solanaWallet(ctx: Ctx, id: SolanaWalletId) {
  const wallet = ctx.solanaWallets?.[id]
  check(wallet, `the ${id} Solana wallet is not installed on this page`)
  return wallet
}

/**
 * A first visit on both families: the EVM first visit, plus the Solana wallets back to their
 * defaults with the site not authorised, no faults on the Solana chain, eip155 active.
 */
export function solanaFreshVisit(): ScenarioStep<Ctx> {
  return step('a first visit: default wallets on both families, nothing stored', async (ctx) => {
    await ctx.portico.init()
    await ctx.portico.connection.disconnect()
    for (const wallet of Object.values(ctx.solanaWallets ?? {})) {
      wallet?.update({ mode: 'approve', delayMs: 0, accountIndex: 0 })
      wallet?.revoke()
    }
    await ctx.lab.command('solana', 'clearFaults')
    const first = ctx.portico.chains.requestedCaipNetworks[0]
    if (first) await ctx.portico.networks.switchNetwork(first)
    ctx.portico.chains.clearNamespaceSwitch()
    ctx.portico.connectors.setFilterByNamespace(undefined)
  })
}

/** Waits until Portico's solana status is `status`. */
export async function waitForSolana(ctx: Ctx, status: 'connected' | 'disconnected') {
  await ctx.ui.waitFor(
    `the solana status "${status}"`,
    () => ctx.portico.connection.status('solana') === status,
  )
}

/** The visitor connects Delta Wallet from the Connect button (a Wallet Standard wallet). */
export function connectDelta(): ScenarioStep<Ctx> {
  return step(
    'the visitor connects Delta Wallet (Wallet Standard) from the Connect button',
    async (ctx) => {
      await openConnect(ctx)
      await ctx.ui.click('button', new RegExp(`^${DELTA}`))
      await waitForSolana(ctx, 'connected')
      check(
        ctx.portico.chains.activeAddress === DELTA_ADDRESS,
        `connected as ${ctx.portico.chains.activeAddress}, not ${DELTA_ADDRESS}`,
      )
      check(ctx.portico.chains.activeNamespace === 'solana', 'the account does not follow solana')
    },
  )
}

/** SOL of `address` on the lab chain, as a decimal string (from LiteSVM itself). */
export async function solOnChain(ctx: Ctx, address: string): Promise<string> {
  const { lamports } = (await ctx.lab.command('solana', 'balance', { address })) as {
    lamports: string
  }
  const value = BigInt(lamports)
  const fraction = (value % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return `${value / 1_000_000_000n}${fraction ? `.${fraction}` : ''}`
}
