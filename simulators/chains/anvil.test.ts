import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnvilSimulator } from './anvil'

describe('AnvilSimulator', () => {
  const anvil = new AnvilSimulator()
  beforeAll(() => anvil.start())
  afterAll(() => anvil.stop())
  /** One JSON-RPC call's result, through the node's fault proxy. */
  const call = async <T = string>(method: string, params: unknown[] = []): Promise<T> => {
    const response = await fetch(anvil.rpcUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return ((await response.json()) as { result: T }).result
  }
  /** An account's native balance. */
  const balanceOf = (address: string) => call('eth_getBalance', [address, 'latest'])

  it('default: runs a real anvil on 127.0.0.1 with chain id 31337', async () => {
    const status = anvil.status()
    expect(status.state).toBe('running')
    expect(status.info.chainId).toBe(31337)
    expect(status.info.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(String(status.info.rpcUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(((await response.json()) as { result: string }).result).toBe('0x7a69')
  })

  it("behavior: the faults panel's commands fail its JSON-RPC live; clearing them recovers", async () => {
    const chainId = () =>
      fetch(anvil.rpcUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
    expect(await anvil.command('routes')).toContain('RPC eth_getBalance')
    await anvil.command('setFault', { key: 'RPC eth_chainId', status: 503 })
    expect(await anvil.command('listFaults')).toEqual([
      { key: 'RPC eth_chainId', rule: { status: 503 } },
    ])
    expect((await chainId()).status).toBe(503)
    // The lab's own commands go to the node itself, past the fault.
    expect(await anvil.command('blockNumber')).toHaveProperty('blockNumber')
    await anvil.command('clearFaults')
    expect(((await (await chainId()).json()) as { result: string }).result).toBe('0x7a69')
  })

  it("behavior: requests lists the calls made through the proxy (not the lab's own), clearRequests empties it", async () => {
    await anvil.command('clearRequests')
    await call('eth_newPendingTransactionFilter')
    await anvil.command('mine')
    expect(await anvil.command('requests')).toEqual([
      { key: 'RPC eth_newPendingTransactionFilter' },
    ])
    await anvil.command('clearRequests')
    expect(await anvil.command('requests')).toEqual([])
  })

  it('behavior: mine raises the block number by one', async () => {
    const before = (await anvil.command('blockNumber')) as { blockNumber: number }
    const after = (await anvil.command('mine')) as { blockNumber: number }
    expect(after.blockNumber).toBe(before.blockNumber + 1)
  })

  it("parameters: setBalance sets an account's native balance; bad params are refused", async () => {
    const address = '0x00000000000000000000000000000000000000a1'
    await anvil.command('setBalance', { address, wei: '12345' })
    expect(await balanceOf(address)).toBe('0x3039')
    await expect(anvil.command('setBalance', { address: 'nope', wei: '1' })).rejects.toThrow()
    expect(new AnvilSimulator({ name: 'anvil-base', chainId: 8453 }).status()).toMatchObject({
      name: 'anvil-base',
      info: { chainId: 8453 },
    })
  })

  it('behavior: revert puts the chain back as it was at the snapshot (balances and blocks)', async () => {
    const address = '0x00000000000000000000000000000000000000b2'
    const balance = () => balanceOf(address)
    const { blockNumber } = (await anvil.command('blockNumber')) as { blockNumber: number }
    const { id } = (await anvil.command('snapshot')) as { id: string }
    await anvil.command('setBalance', { address, wei: '2345600000000000000000' })
    await anvil.command('mine')
    expect(await balance()).toBe('0x7f27bd347a84400000')
    await anvil.command('revert', { id })
    expect(await balance()).toBe('0x0')
    expect(await anvil.command('blockNumber')).toEqual({ blockNumber })
    await expect(anvil.command('revert', { id: 'nope' })).rejects.toThrow(/snapshot/)
  })

  it('behavior: setTime dates the next blocks by the given clock, back in time too', async () => {
    const latestTime = async () =>
      Number(
        (await call<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false])).timestamp,
      )
    const start = Date.UTC(2026, 0, 1)
    await anvil.command('setTime', { ms: start })
    await anvil.command('mine')
    const first = await latestTime()
    expect(first - start / 1000).toBeGreaterThanOrEqual(0)
    expect(first - start / 1000).toBeLessThan(60)
    await expect(anvil.command('setTime', { ms: 'soon' })).rejects.toThrow(/setTime/)
  })

  it('parameters: an unknown command is refused', async () => {
    await expect(anvil.command('explode')).rejects.toThrow(/does not know/)
  })

  it('behavior: stop ends the anvil process', async () => {
    const second = new AnvilSimulator()
    await second.start()
    const pid = second.pid
    expect(pid).toBeTypeOf('number')
    await second.stop()
    expect(second.status().state).toBe('stopped')
    expect(() => process.kill(pid as number, 0)).toThrow()
  })
})
