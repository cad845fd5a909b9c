import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnvilSimulator } from '../../../simulators/chains/anvil'
import {
  installSimulatedWallets,
  type SimulatedWalletWindow,
} from '../../../simulators/wallets/installSimulatedWallets'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { loadEip155Adapter } from './loadEip155Adapter'
import { polygon } from './mainnetPresets'
import { createAnvilNetwork, withRpcUrl } from './networks'

const DEV_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ALPHA = 'io.portico.lab.alpha'

/**
 * The Polygon preset switched to, end to end: a host page with the lab's anvil and Polygon
 * (its preset read through a second anvil started with chain id 137), a simulated extension
 * that knows only the first chain. The visitor switches to Polygon: the wallet adds it from the
 * preset (name, POL, explorer), switches, and the account reads its balance in POL there.
 */
describe('the polygon preset in a page (two anvils, chain ids 31337 and 137)', () => {
  const lab = new AnvilSimulator({ name: 'anvil-preset-lab' })
  const polygonNode = new AnvilSimulator({ name: 'anvil-polygon', chainId: 137 })

  beforeAll(async () => {
    await Promise.all([lab.start(), polygonNode.start()])
  })
  afterAll(async () => {
    await Promise.all([lab.stop(), polygonNode.stop()])
  })

  it('behavior: switching to Polygon adds it to the wallet from the preset, then reads POL there', async () => {
    // Dev account 0 holds 42 POL on Polygon (10000 ETH on the lab chain): the balance tells
    // which node was read.
    await fetch(polygonNode.rpcUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [DEV_0, '0x246ddf97976680000'],
      }),
    })
    const window: SimulatedWalletWindow = new EventTarget()
    const { wallets } = installSimulatedWallets(window, { rpcUrl: lab.rpcUrl! })
    expect(wallets.alpha.getSettings().knownChainIds).not.toContain(137)
    const local = withRpcUrl(polygon, polygonNode.rpcUrl!)
    const portico = createPortico(
      {
        projectId: 'p',
        networks: [createAnvilNetwork(lab.rpcUrl!), local],
        adapters: { eip155: () => loadEip155Adapter({ window }) },
      },
      { clock: new ManualClock(0), storage: createMemoryStorage() },
    )
    await portico.loadConnectors()
    await portico.connection.connect('eip155', ALPHA)
    expect(portico.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')

    await portico.networks.switchNetwork(local)
    expect(portico.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:137')
    expect(portico.chains.activeCaipNetwork?.nativeCurrency.symbol).toBe('POL')
    expect(wallets.alpha.getSettings().knownChainIds).toContain(137)
    expect(portico.chains.activeAddress).toBe(DEV_0)
    await portico.balances.refreshNativeBalance({ forceUpdate: true })
    expect(portico.chains.activeChain?.account).toMatchObject({
      balance: '42',
      balanceSymbol: 'POL',
    })
  })
})
