import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, type ScenarioStep, step } from '../runner/scenario'

type Ctx = LabScenarioContext
type WalletId = keyof Ctx['wallets']

/** Every key Portico writes in the page's storage starts with this (SPEC §3). */
export const PORTICO_PREFIX = '@portico/'
/** The lab chain and the second chain the lab offers (Base, read through the same anvil). */
export const ANVIL_CHAIN_ID = 31337
export const BASE_CHAIN_ID = 8453
/** anvil's dev account 0, Alpha Wallet's first account; the stub names it alice.portico.id. */
export const DEV_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const BALANCE_ROUTE = 'GET /v1/account/:address/balance'

/** The page's Portico keys, as a visitor would see them in the developer tools. */
export function porticoStorageKeys(): string[] {
  const storage = window.localStorage
  return Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').filter((key) =>
    key.startsWith(PORTICO_PREFIX),
  )
}

/** How many requests the named simulator routed to `key` (its `requests` log). */
export async function requestCount(ctx: Ctx, simulator: string, key: string): Promise<number> {
  const log = (await ctx.lab.command(simulator, 'requests')) as { key: string }[]
  return log.filter((entry) => entry.key === key).length
}

/**
 * A first visit: wallets back to their defaults (approving at once, on anvil, knowing anvil
 * and Base, site not authorised), no stub faults, no Portico keys from an earlier replay, the
 * modal closed and nothing connected.
 */
export function freshVisit(): ScenarioStep<Ctx> {
  return step('a first visit: default wallets, no faults, nothing stored', async (ctx) => {
    await ctx.portico.init()
    if (ctx.portico.connection.status('eip155') !== 'disconnected') {
      await ctx.portico.connection.disconnect()
    }
    for (const wallet of Object.values(ctx.wallets)) {
      wallet?.update({
        mode: 'approve',
        delayMs: 0,
        chainId: ANVIL_CHAIN_ID,
        knownChainIds: [ANVIL_CHAIN_ID, BASE_CHAIN_ID],
        locked: false,
        connected: true,
        accountIndex: 0,
        atomicBatch: false,
        assets: 'off',
        permissions: false,
      })
      wallet?.revoke()
    }
    for (const simulator of ['blockchain-api', 'wallet-api']) {
      await ctx.lab.command(simulator, 'clearFaults')
      await ctx.lab.command(simulator, 'clearRequests')
    }
    for (const key of porticoStorageKeys()) window.localStorage.removeItem(key)
    // The lab clock's time zone setting back to its default (a scenario may play another).
    ctx.clock.setTimeZone('UTC')
    ctx.portico.close()
    check(ctx.portico.connection.status('eip155') === 'disconnected', 'still connected')
  })
}

/**
 * The page has loaded its adapters and heard the installed wallets announce themselves, so
 * Connect lists them (and not, for a moment, the listing's entries of the same wallets).
 */
export function installedWalletsFound(): ScenarioStep<Ctx> {
  return step('the page has found the installed wallets', async (ctx) => {
    await ctx.portico.loadConnectors()
    check(
      ctx.portico.connectors.visible.some((entry) => entry.name === 'Alpha Wallet'),
      'Alpha Wallet is not installed on this page',
    )
  })
}

/** Opens the modal from the host page's own "Connect Wallet" button. */
export async function openConnect(ctx: Ctx): Promise<void> {
  await ctx.ui.click('button', 'Connect Wallet')
  await ctx.ui.findByRole('button', /^Alpha Wallet/)
}

/** Picks `name` in the connect view (the modal must show it). */
export async function chooseWallet(ctx: Ctx, name: string): Promise<void> {
  await ctx.ui.click('button', new RegExp(`^${name}`))
}

export async function waitForStatus(
  ctx: Ctx,
  status: 'connected' | 'disconnected' | 'connecting',
): Promise<void> {
  await ctx.ui.waitFor(
    `the eip155 status "${status}"`,
    () => ctx.portico.connection.status('eip155') === status,
  )
}

/** Connects Alpha Wallet the way a visitor does and waits until Portico says connected. */
export function connectAlpha(): ScenarioStep<Ctx> {
  return step('the visitor connects Alpha Wallet from the Connect button', async (ctx) => {
    await openConnect(ctx)
    await chooseWallet(ctx, 'Alpha Wallet')
    await waitForStatus(ctx, 'connected')
    check(
      ctx.portico.chains.activeAddress === DEV_ACCOUNT_0,
      `connected as ${ctx.portico.chains.activeAddress}, not ${DEV_ACCOUNT_0}`,
    )
  })
}

/** Opens the Account view from the host page's account button (name or address, and balance). */
export async function openAccount(ctx: Ctx): Promise<void> {
  if (ctx.portico.modal.isOpen) ctx.portico.close()
  await ctx.ui.click('button', /alice\.portico\.id|0xf39F/)
  await ctx.ui.findByRole('button', 'Disconnect')
}

export function wallet(ctx: Ctx, id: WalletId) {
  const controller = ctx.wallets[id]
  check(controller, `the ${id} wallet is not installed on this page`)
  return controller
}
