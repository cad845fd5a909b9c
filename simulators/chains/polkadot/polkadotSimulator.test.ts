import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { LAB_POLKADOT_ACCOUNTS, LAB_POLKADOT_FREE } from './labPolkadotKeys'
import { CHAIN_TEST_MS, usePolkadotChain } from './testPolkadot'

const [alice, bob, charlie] = LAB_POLKADOT_ACCOUNTS

// A loaded machine (2 cores, many jobs) can make one block take seconds.
describe('PolkadotSimulator', { timeout: CHAIN_TEST_MS }, () => {
  const chain = usePolkadotChain()
  /** Signs and sends a transfer; resolves with the block it is in. */
  const transfer = async (fromUri: string, to: string, amount: bigint) => {
    await cryptoWaitReady()
    const pair = new Keyring({ type: 'sr25519' }).addFromUri(fromUri)
    return new Promise<string>((resolve, reject) => {
      chain.api.tx.balances
        .transferKeepAlive(to, amount)
        .signAndSend(pair, ({ status, dispatchError }) => {
          if (dispatchError) reject(new Error(dispatchError.toString()))
          // chopsticks may report a block built on arrival as Finalized with no InBlock before
          // it (AcalaNetwork/chopsticks#736); Portico's transfer takes either, and so does this.
          if (status.isInBlock) resolve(status.asInBlock.toHex())
          if (status.isFinalized) resolve(status.asFinalized.toHex())
        })
        .catch(reject)
    })
  }
  const free = async (address: string) =>
    BigInt(((await chain.simulator.command('balance', { address })) as { free: string }).free)

  it('default: chopsticks runs the rococo asset hub runtime offline with the lab accounts funded', async () => {
    const { api, simulator } = chain
    expect((await api.rpc.system.chain()).toString()).toBe('asset-hub-rococo')
    expect(api.registry.chainTokens[0]).toBe('ROC')
    expect(api.registry.chainDecimals[0]).toBe(12)
    const account = await api.query.system.account(alice.address)
    expect(account.data.free.toBigInt()).toBe(LAB_POLKADOT_FREE)
    const status = simulator.status()
    expect(status.state).toBe('running')
    expect(status.info.reference).toBe(api.genesisHash.toHex().slice(2, 34))
    expect(await simulator.command('balance', { address: bob.address })).toEqual({
      free: LAB_POLKADOT_FREE.toString(),
    })
  })

  it('behavior: a signed transfer is included in a block built on arrival; both balances change', async () => {
    const { api, simulator } = chain
    const before = (await api.rpc.chain.getHeader()).number.toNumber()
    const amount = 5n * 10n ** 12n
    const included = await transfer(charlie.uri, bob.address, amount)
    expect(included).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await api.rpc.chain.getHeader()).number.toNumber()).toBe(before + 1)
    const { free: bobFree } = (await simulator.command('balance', { address: bob.address })) as {
      free: string
    }
    expect(BigInt(bobFree)).toBe(LAB_POLKADOT_FREE + amount)
    const { free: charlieFree } = (await simulator.command('balance', {
      address: charlie.address,
    })) as { free: string }
    // Charlie paid the amount and a fee.
    expect(BigInt(charlieFree)).toBeLessThan(LAB_POLKADOT_FREE - amount)
  })

  it('parameters: newBlock builds blocks on demand and fund sets a balance through dev storage', async () => {
    const { api, simulator } = chain
    const before = (await api.rpc.chain.getHeader()).number.toNumber()
    expect(await simulator.command('newBlock', { count: 2 })).toEqual({ head: before + 2 })
    await simulator.command('fund', { address: LAB_POLKADOT_ACCOUNTS[3].address, free: '42' })
    const account = await api.query.system.account(LAB_POLKADOT_ACCOUNTS[3].address)
    expect(account.data.free.toBigInt()).toBe(42n)
    await expect(simulator.command('fund', { address: bob.address, free: '-1' })).rejects.toThrow(
      /fund takes/,
    )
  })

  it('behavior: revert sets the head back to the snapshot: balances and height as they were, and a new transfer is included', async () => {
    const { api, simulator } = chain
    const head = async () => (await api.rpc.chain.getHeader()).number.toNumber()
    const [dave, eve] = [LAB_POLKADOT_ACCOUNTS[3].address, bob.address]
    const height = await head()
    const [daveFree, eveFree] = [await free(dave), await free(eve)]
    const { id } = (await simulator.command('snapshot')) as { id: string }
    await transfer(charlie.uri, dave, 10n ** 12n)
    await simulator.command('fund', { address: eve, free: '7' })
    expect(await head()).toBe(height + 2)
    expect(await simulator.command('revert', { id })).toEqual({ id })
    expect(await free(dave)).toBe(daveFree)
    expect(await free(eve)).toBe(eveFree)
    expect(await head()).toBe(height)
    await expect(simulator.command('revert', { id })).rejects.toThrow(/snapshot this chain/)
    // charlie's nonce is the snapshot's again: the same transfer is valid and lands.
    await transfer(charlie.uri, dave, 10n ** 12n)
    expect(await free(dave)).toBe(daveFree + 10n ** 12n)
  })

  it('behavior: faults delay a method or drop the socket, and dropSockets closes every client', async () => {
    const { simulator } = chain
    const ask = (method: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(simulator.wsUrl!)
        socket.on('open', () => socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method })))
        socket.on('message', () => {
          socket.close()
          resolve('answered')
        })
        socket.on('close', () => resolve('closed'))
      })
    await simulator.command('setFault', { key: 'WS system_name', drop: true, times: 1 })
    expect(await ask('system_name')).toBe('closed')
    expect(await ask('system_name')).toBe('answered')
    await simulator.command('setFault', { key: 'WS system_name', latencyMs: 300 })
    const started = performance.now()
    expect(await ask('system_name')).toBe('answered')
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    await simulator.command('clearFaults')
    const socket = new WebSocket(simulator.wsUrl!)
    await new Promise((resolve) => socket.once('open', resolve))
    const closed = new Promise((resolve) => socket.once('close', resolve))
    // The test's API client counts too: every visitor's socket goes.
    const { dropped } = (await simulator.command('dropSockets')) as { dropped: number }
    expect(dropped).toBeGreaterThanOrEqual(2)
    await closed
  })
})
