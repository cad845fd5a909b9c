import { formatBalance } from 'portico'
import { LAB_POLKADOT_ACCOUNTS } from '../../simulators/chains/polkadot/labPolkadotKeys'
import { LAB_POLKADOT_EXTENSION } from '../../simulators/wallets/polkadot/installPolkadotExtension'
import { openConnect } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, type ScenarioStep, step } from '../runner/scenario'

type Ctx = LabScenarioContext

/** The lab's injected polkadot extension. */
export const EPSILON = LAB_POLKADOT_EXTENSION.name
/** The extension lists Alice first: she connects; Bob receives. */
export const [ALICE, BOB] = LAB_POLKADOT_ACCOUNTS
/** Where Portico remembers the polkadot connector. */
export const POLKADOT_CONNECTOR_KEY = '@portico/connectedConnectorId:polkadot'

/** The page's simulated extension (the lab's polkadot chain must be running). */
export function extension(ctx: Ctx) {
  const found = ctx.polkadotExtension
  check(found, 'the polkadot extension is not installed on this page')
  return found
}

/**
 * A first visit on both families: the EVM side disconnected, the extension back to approving
 * with the site not authorised, no faults on the chain, eip155 active.
 */
export function polkadotFreshVisit(): ScenarioStep<Ctx> {
  return step('a first visit: default extension, nothing authorised or stored', async (ctx) => {
    await ctx.portico.init()
    await ctx.portico.connection.disconnect()
    const ext = extension(ctx)
    ext.update({ mode: 'approve', delayMs: 0, accountIndex: 0 })
    ext.revoke()
    await ctx.lab.command('polkadot', 'clearFaults')
    const first = ctx.portico.chains.requestedCaipNetworks[0]
    if (first) await ctx.portico.networks.switchNetwork(first)
    ctx.portico.chains.clearNamespaceSwitch()
    ctx.portico.connectors.setFilterByNamespace(undefined)
  })
}

/** Waits until Portico's polkadot status is `status`. */
export async function waitForPolkadot(ctx: Ctx, status: 'connected' | 'disconnected') {
  await ctx.ui.waitFor(
    `the polkadot status "${status}"`,
    () => ctx.portico.connection.status('polkadot') === status,
  )
}

/** The visitor connects Epsilon Wallet (the injected extension) from the Connect button. */
export function connectEpsilon(): ScenarioStep<Ctx> {
  return step('the visitor connects Epsilon Wallet (polkadot extension)', async (ctx) => {
    await openConnect(ctx)
    await ctx.ui.click('button', new RegExp(`^${EPSILON}`))
    await waitForPolkadot(ctx, 'connected')
    const address = ctx.portico.chains.activeAddress
    check(address === ALICE.address, `connected as ${address}, not ${ALICE.address}`)
    check(ctx.portico.chains.activeNamespace === 'polkadot', 'polkadot is not the active namespace')
  })
}

/** The free balance of `address` in the runtime's state, in plancks (from chopsticks). */
export async function plancksOnChain(ctx: Ctx, address: string): Promise<bigint> {
  const { free } = (await ctx.lab.command('polkadot', 'balance', { address })) as { free: string }
  return BigInt(free)
}

/** A planck amount as the Account view shows it, e.g. "1,000 ROC". */
export function rocText(plancks: bigint): string {
  const fraction = (plancks % 10n ** 12n).toString().padStart(12, '0').replace(/0+$/, '')
  return formatBalance(`${plancks / 10n ** 12n}${fraction ? `.${fraction}` : ''}`, 'ROC')
}

/** Opens the Account view of the polkadot account (its button shows the address). */
export async function openPolkadotAccount(ctx: Ctx): Promise<void> {
  if (ctx.portico.modal.isOpen) ctx.portico.close()
  await ctx.ui.click('button', new RegExp(ALICE.address.slice(0, 6)))
  await ctx.ui.findByRole('button', 'Disconnect')
}
