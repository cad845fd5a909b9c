import { formatBalance } from 'portico'
import { labBitcoinAccount } from '../../simulators/wallets/bitcoin/labBitcoinKeys'
import { openConnect } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, type ScenarioStep, step } from '../runner/scenario'

type Ctx = LabScenarioContext

/** The lab's bitcoin wallet (Wallet Standard), holding lab bitcoin account 0. */
export const ORANGE = 'Orange Wallet'
/** Lab bitcoin account 1's payment address: the receiver nobody sends from. */
export const RECEIVER = labBitcoinAccount(1).payment.address
/** What the scenarios list as the simulators they need. */
export const BITCOIN_SIMULATORS = ['bitcoin', 'blockchain-api', 'wallet-api']

/** The page's Orange Wallet (the lab's bitcoin chain must be running). */
export function orange(ctx: Ctx) {
  const wallet = ctx.bitcoinWallets?.orange
  check(wallet, 'Orange Wallet is not installed on this page (is the bitcoin chain running?)')
  return wallet
}

/** The lab chain's Esplora base URL, as the page's bitcoin network has it. */
export function esploraUrl(ctx: Ctx): string {
  const network = ctx.portico.chains.requestedCaipNetworks.find(
    (n) => n.chainNamespace === 'bip122',
  )
  const url = network?.rpcUrls.default.http[0]
  check(url, 'the page offers no bitcoin network')
  return url
}

/** A bitcoin UTXO as Esplora lists it. */
export interface EsploraUtxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

/** The UTXOs of `address` on the lab chain (Esplora `GET /address/:address/utxo`). */
export async function utxosOf(ctx: Ctx, address: string): Promise<EsploraUtxo[]> {
  const res = await fetch(`${esploraUrl(ctx)}/address/${address}/utxo`)
  check(res.ok, `Esplora answered ${res.status}`)
  return (await res.json()) as EsploraUtxo[]
}

/** Satoshis of `address`: confirmed, unconfirmed. */
export async function satsOf(ctx: Ctx, address: string) {
  let confirmed = 0
  let unconfirmed = 0
  for (const utxo of await utxosOf(ctx, address)) {
    if (utxo.status.confirmed) confirmed += utxo.value
    else unconfirmed += utxo.value
  }
  return { confirmed, unconfirmed }
}

/** Satoshis as the modal shows BTC (truncated to 3 decimals, SPEC §9), e.g. "49.989 BTC". */
export function shownBtc(sats: number): string {
  const fraction = String(sats % 1e8)
    .padStart(8, '0')
    .replace(/0+$/, '')
  return formatBalance(`${Math.floor(sats / 1e8)}${fraction ? `.${fraction}` : ''}`, 'BTC')
}

/** Opens Send from the bitcoin Account view. */
export async function openBitcoinSend(ctx: Ctx): Promise<void> {
  await openBitcoinAccount(ctx)
  await ctx.ui.click('button', 'Send')
  await ctx.ui.findByRole('textbox', 'Amount')
}

/** The lab mines `blocks` blocks; the coinbase (50 BTC each) pays `address`, else nobody. */
export async function mine(ctx: Ctx, address?: string, blocks = 1): Promise<void> {
  await ctx.lab.command('bitcoin', 'mine', { ...(address ? { address } : {}), blocks })
}

/**
 * A first visit on the bitcoin chain: nothing connected, Orange Wallet back to its defaults
 * with the site not authorised, no faults, and a block that confirms anything an earlier
 * scenario left in the mempool.
 */
export function bitcoinFreshVisit(): ScenarioStep<Ctx> {
  return step('a first visit: Orange Wallet at its defaults, nothing stored', async (ctx) => {
    await ctx.portico.init()
    await ctx.portico.connection.disconnect()
    const wallet = orange(ctx)
    wallet.update({ mode: 'approve', delayMs: 0 })
    wallet.revoke()
    await ctx.lab.command('bitcoin', 'clearFaults')
    await mine(ctx)
    const first = ctx.portico.chains.requestedCaipNetworks[0]
    if (first) await ctx.portico.networks.switchNetwork(first)
    ctx.portico.chains.clearNamespaceSwitch()
    ctx.portico.connectors.setFilterByNamespace(undefined)
  })
}

/** Waits until Portico's bip122 status is `status`. */
export async function waitForBitcoin(ctx: Ctx, status: 'connected' | 'disconnected') {
  await ctx.ui.waitFor(
    `the bip122 status "${status}"`,
    () => ctx.portico.connection.status('bip122') === status,
  )
}

/** The visitor connects Orange Wallet from the Connect button. */
export function connectOrange(): ScenarioStep<Ctx> {
  return step(
    'the visitor connects Orange Wallet (Wallet Standard) from the Connect button',
    async (ctx) => {
      await openConnect(ctx)
      await ctx.ui.click('button', new RegExp(`^${ORANGE}`))
      await waitForBitcoin(ctx, 'connected')
      const payment = orange(ctx).keys.payment.address
      check(
        ctx.portico.chains.activeAddress === payment,
        `connected as ${ctx.portico.chains.activeAddress}, not ${payment}`,
      )
      check(ctx.portico.chains.activeNamespace === 'bip122', 'the account does not follow bip122')
    },
  )
}

/** Opens the Account view from the host page's account button. */
export async function openBitcoinAccount(ctx: Ctx): Promise<void> {
  if (ctx.portico.modal.isOpen) ctx.portico.close()
  await ctx.ui.click('button', /bcrt1q/)
  await ctx.ui.findByRole('button', 'Disconnect')
}

/** Waits until the Account view shows the balance of `address` the chain holds right now. */
export async function expectShownBalance(ctx: Ctx, address: string): Promise<void> {
  const { confirmed, unconfirmed } = await satsOf(ctx, address)
  await ctx.ui.waitForText(shownBtc(confirmed + unconfirmed))
}
