import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../../simulators/chains/testAnvil'
import { deployTokens } from '../../../simulators/contracts/deployTokens'
import {
  installSimulatedWallets,
  type SimulatedWalletWindow,
} from '../../../simulators/wallets/installSimulatedWallets'
import type { CaipNetwork } from '../../core/caip/types'
import { loadEip155Adapter } from './loadEip155Adapter'
import { createAnvilNetwork } from './networks'

const DEV_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER = '0x000000000000000000000000000000000000dEaD'
const ALPHA = 'io.portico.lab.alpha'

const REQUEST = {
  expiry: 1_800_000_000,
  permissions: [
    {
      type: 'native-token-recurring-allowance',
      data: { allowance: '0x2386f26fc10000', start: 1_799_913_600, period: 86_400 },
    },
  ],
}

describe('wallet-side calls through the eip155 adapter (simulated wallet on anvil)', () => {
  let anvil: TestAnvil
  let network: CaipNetwork
  beforeAll(async () => {
    anvil = await startTestAnvil()
    await deployTokens(anvil.rpcUrl)
    network = createAnvilNetwork(anvil.rpcUrl)
  })
  afterAll(() => anvil.stop())

  async function connected(settings: Record<string, unknown>) {
    const window: SimulatedWalletWindow = new EventTarget()
    const { wallets } = installSimulatedWallets(window, { rpcUrl: anvil.rpcUrl })
    wallets.alpha.update(settings)
    const adapter = await loadEip155Adapter({ window })
    await adapter.connect({ connectorId: ALPHA, network })
    return { adapter, wallet: wallets.alpha }
  }

  it('default: a wallet without wallet_getAssets gives no assets (the API is read instead)', async () => {
    const { adapter } = await connected({})
    expect(await adapter.getWalletAssets({ address: DEV_0, network })).toBeUndefined()
  })

  it('behavior: a wallet with wallet_getAssets is the balance source (native and tokens)', async () => {
    const { adapter } = await connected({ assets: 'on' })
    const balances = (await adapter.getWalletAssets({ address: DEV_0, network })) ?? []
    expect(balances.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'UNI', 'USDT'])
    expect(balances[1]).toMatchObject({
      chainId: 'eip155:31337',
      quantity: { decimals: '6', numeric: '10000' },
      price: 1,
    })
  })

  it('behavior: assets with the wrong types are refused', async () => {
    const { adapter } = await connected({ assets: 'malformed' })
    await expect(adapter.getWalletAssets({ address: DEV_0, network })).rejects.toThrow(
      'wrong types',
    )
  })

  it('parameters: atomic batching is reported only by a wallet that has it', async () => {
    expect(await (await connected({})).adapter.supportsAtomicBatch({ network })).toBe(false)
    const { adapter } = await connected({ atomicBatch: true })
    expect(await adapter.supportsAtomicBatch({ network })).toBe(true)
  })

  it('behavior: two calls go out as one wallet_sendCalls batch and both settle', async () => {
    const { adapter } = await connected({ atomicBatch: true })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await client.getBalance({ address: RECEIVER })
    const id = await adapter.sendCalls({
      network,
      calls: [
        { to: RECEIVER, value: parseEther('1') },
        { to: RECEIVER, value: parseEther('2') },
      ],
    })
    const status = await adapter.getCallsStatus({ id })
    expect(status).toMatchObject({ status: 'confirmed', atomic: true })
    expect(status.transactionHashes).toHaveLength(2)
    expect((await client.getBalance({ address: RECEIVER })) - before).toBe(parseEther('3'))
  })

  it('behavior: ERC-7715 grants a permissions context the wallet can revoke once', async () => {
    const { wallet } = await connected({ permissions: true })
    const granted = (await wallet.provider.request({
      method: 'wallet_grantPermissions',
      params: [{ permissions: [{ type: 'native-token-recurring-allowance' }] }],
    })) as { permissionsContext: string }
    expect(granted.permissionsContext).toMatch(/^0x[0-9a-f]{64}$/)
    const revoke = () =>
      wallet.provider.request({
        method: 'wallet_revokePermissions',
        params: [{ permissionsContext: granted.permissionsContext }],
      })
    expect(await revoke()).toBeNull()
    const off = await connected({})
    await expect(
      off.wallet.provider.request({ method: 'wallet_grantPermissions', params: [{}] }),
    ).rejects.toMatchObject({ code: 4200 })
  })

  it('behavior: ERC-7715 through the adapter: a wallet whose capabilities say so grants, and revokes once', async () => {
    const { adapter } = await connected({ permissions: true })
    expect(await adapter.supportsPermissions({ network })).toBe(true)
    expect(await adapter.supportsAtomicBatch({ network })).toBe(false)
    const granted = await adapter.grantPermissions({ request: REQUEST, network })
    expect(granted).toEqual({
      permissionsContext: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      expiry: REQUEST.expiry,
      permissions: REQUEST.permissions,
    })
    await adapter.revokePermissions({ permissionsContext: granted.permissionsContext })
    await expect(
      adapter.revokePermissions({ permissionsContext: granted.permissionsContext }),
    ).rejects.toMatchObject({ providerCode: -32602 })
    // Revoking a grant never revoked the site's account access.
    expect(await adapter.supportsPermissions({ network })).toBe(true)
  })

  it('parameters: a wallet without the method (switch off) cannot grant; one that batches only does not either', async () => {
    expect(await (await connected({})).adapter.supportsPermissions({ network })).toBe(false)
    const batching = await connected({ atomicBatch: true })
    expect(await batching.adapter.supportsPermissions({ network })).toBe(false)
    expect(await batching.adapter.supportsAtomicBatch({ network })).toBe(true)
  })

  it('behavior: a grant the visitor refuses in the wallet rejects with the wallet code', async () => {
    const { adapter, wallet } = await connected({ permissions: true })
    wallet.update({ mode: 'reject' })
    await expect(adapter.grantPermissions({ request: REQUEST, network })).rejects.toMatchObject({
      providerCode: 4001,
    })
  })
})
