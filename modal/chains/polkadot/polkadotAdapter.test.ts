import { u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { LAB_POLKADOT_ACCOUNTS } from '../../../simulators/chains/polkadot/labPolkadotKeys'
import { CHAIN_TEST_MS, usePolkadotChain } from '../../../simulators/chains/polkadot/testPolkadot'
import { SimulatedPolkadotExtension } from '../../../simulators/wallets/polkadot/simulatedPolkadotExtension'
import type { AdapterEvent } from '../../core/chains/chainAdapter'
import { createLabPolkadotNetwork } from './networks'
import { createPolkadotAdapter } from './polkadotAdapter'

const [alice, bob] = LAB_POLKADOT_ACCOUNTS
const ROC = 10n ** 12n

describe('polkadot adapter against chopsticks', { timeout: CHAIN_TEST_MS }, () => {
  const chain = usePolkadotChain()
  const setup = () => {
    const win = {}
    const extension = new SimulatedPolkadotExtension({ key: 'epsilon', name: 'Epsilon Wallet' })
    extension.install(win)
    const adapter = createPolkadotAdapter({ window: win, appName: 'Portico test' })
    const { simulator } = chain
    const network = createLabPolkadotNetwork(simulator.wsUrl!, simulator.reference!, {
      symbol: 'ROC',
      decimals: 12,
    })
    return { win, extension, adapter, network }
  }
  const free = async (address: string) => {
    const result = (await chain.simulator.command('balance', { address })) as { free: string }
    return BigInt(result.free)
  }

  it('default: lists the injected extension, connects its named sr25519 accounts as eoa and reads the free balance in ROC', async () => {
    const { adapter, network } = setup()
    expect(adapter.listConnectors()).toEqual([
      { id: 'epsilon', name: 'Epsilon Wallet', type: 'INJECTED' },
    ])
    const connection = await adapter.connect({ connectorId: 'epsilon', network })
    expect(connection.address).toBe(alice.address)
    expect(connection.chainId).toBe(chain.simulator.reference)
    expect(connection.accounts[1]).toEqual({ address: bob.address, type: 'eoa', name: 'Lab Bob' })
    const balance = await adapter.getBalance({ address: bob.address, network })
    expect(balance.symbol).toBe('ROC')
    expect(balance.balance).toBe((Number(await free(bob.address)) / 1e12).toString())
    await adapter.disconnect()
  })

  it('behavior: a keep-alive transfer is signed by the extension, included in a block, and both balances change', async () => {
    const { adapter, network } = setup()
    await adapter.connect({ connectorId: 'epsilon', network })
    const [aliceBefore, bobBefore] = [await free(alice.address), await free(bob.address)]
    const request = { to: bob.address, amount: 3n * ROC, network }
    const { fee } = await adapter.estimateTransferFee(request)
    expect(fee).toBeGreaterThan(0n)
    const hash = await adapter.transfer(request)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await free(bob.address)).toBe(bobBefore + 3n * ROC)
    const paid = aliceBefore - (await free(alice.address))
    expect(paid).toBeGreaterThan(3n * ROC)
    expect(paid - 3n * ROC).toBeLessThanOrEqual(fee * 2n)
    await adapter.disconnect()
  })

  it('behavior: the runtime refusing a transfer in its block is a typed error with its reason', async () => {
    const { adapter, network } = setup()
    await adapter.connect({ connectorId: 'epsilon', network })
    const request = { to: bob.address, amount: 5_000n * ROC, network }
    await expect(adapter.transfer(request)).rejects.toMatchObject({
      code: 'POLKADOT_TX_FAILED',
      shortMessage: expect.stringMatching(/^The chain's runtime refused the transaction: \w+\.\w+/),
    })
    await adapter.disconnect()
  })

  it('behavior: signs a message with signRaw over wrapped bytes; the signature verifies for the address', async () => {
    const { adapter, network } = setup()
    await adapter.connect({ connectorId: 'epsilon', network })
    const signature = await adapter.signMessage({
      message: 'Hello Portico',
      address: alice.address,
    })
    expect(signatureVerify(u8aWrapBytes('Hello Portico'), signature, alice.address).isValid).toBe(
      true,
    )
    await adapter.disconnect()
  })

  it('behavior: the extension declining is USER_REJECTED, for enable, a signature and a transfer', async () => {
    const { adapter, network, extension } = setup()
    extension.update({ mode: 'reject' })
    await expect(adapter.connect({ connectorId: 'epsilon', network })).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    extension.update({ mode: 'approve' })
    await adapter.connect({ connectorId: 'epsilon', network })
    extension.update({ mode: 'reject' })
    await expect(
      adapter.signMessage({ message: 'no', address: alice.address }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' })
    const before = await free(bob.address)
    await expect(adapter.transfer({ to: bob.address, amount: ROC, network })).rejects.toMatchObject(
      { code: 'USER_REJECTED' },
    )
    expect(await free(bob.address)).toBe(before)
    await adapter.disconnect()
  })

  it('behavior: restores an authorised site without a prompt, follows account changes and revocation', async () => {
    const { adapter, network, extension } = setup()
    expect(await adapter.syncConnection({ connectorId: 'nowhere', network })).toBeUndefined()
    await adapter.connect({ connectorId: 'epsilon', network })
    extension.update({ mode: 'reject' })
    const restored = await adapter.syncConnection({ connectorId: 'epsilon', network })
    expect(restored?.address).toBe(alice.address)
    const events: AdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    extension.update({ accountIndex: 1 })
    extension.revoke()
    expect(events).toEqual([
      { type: 'accountsChanged', address: bob.address },
      { type: 'accountsChanged', address: undefined },
    ])
    await adapter.disconnect()
  })

  it('parameters: isValidAddress takes ss58 addresses of any prefix, not hex keys or garbage', () => {
    const { adapter } = setup()
    expect(adapter.isValidAddress(alice.address)).toBe(true)
    // Alice on Polkadot's own prefix (0).
    expect(adapter.isValidAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true)
    expect(adapter.isValidAddress(`${alice.address.slice(0, -1)}X`)).toBe(false)
    expect(adapter.isValidAddress(`0x${'11'.repeat(32)}`)).toBe(false)
    expect(adapter.isValidAddress('0x1234')).toBe(false)
  })
})
