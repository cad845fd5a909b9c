import { afterEach, describe, expect, it } from 'vitest'
import type { Simulator } from '../types'
import { createOnDemandAnvil, type OnDemandChain } from './onDemandAnvil'

const chainIdOf = async (rpcUrl: string) => {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return ((await response.json()) as { result: string }).result
}

describe('createOnDemandAnvil', () => {
  let chain: Simulator | undefined
  afterEach(() => chain?.stop())

  it('default: start runs no node; the first up starts anvil with the chain id, a second up answers the same node', async () => {
    chain = createOnDemandAnvil({ name: 'anvil-polygon', chainId: 137 })
    await chain.start()
    expect(chain.status()).toEqual({
      name: 'anvil-polygon',
      state: 'running',
      info: { chainId: 137, onDemand: true },
    })
    const [first, second] = (await Promise.all([
      chain.command!('up'),
      chain.command!('up'),
    ])) as OnDemandChain[]
    expect(first).toEqual(second)
    expect(first?.chainId).toBe(137)
    expect(await chainIdOf(first!.rpcUrl)).toBe('0x89')
    expect(chain.status().info.rpcUrl).toBe(first?.rpcUrl)
    // Once up, the node's own commands pass through.
    expect(await chain.command!('blockNumber')).toHaveProperty('blockNumber')
  })

  it('behavior: stop stops the node it started, which no longer answers', async () => {
    chain = createOnDemandAnvil({ name: 'anvil-bnb', chainId: 56 })
    await chain.start()
    const { rpcUrl } = (await chain.command!('up')) as OnDemandChain
    expect(await chainIdOf(rpcUrl)).toBe('0x38')
    await chain.stop()
    expect(chain.status()).toMatchObject({ state: 'stopped', info: { chainId: 56 } })
    await expect(chainIdOf(rpcUrl)).rejects.toThrow()
  })

  it('parameters: up while stopped, or a node command before up, is refused', async () => {
    chain = createOnDemandAnvil({ name: 'anvil-polygon', chainId: 137 })
    await expect(chain.command!('up')).rejects.toThrow('anvil-polygon is not running')
    await chain.start()
    await expect(chain.command!('mine')).rejects.toThrow('send "up" first')
  })

  it('behavior: reset puts the node back as up left it, again and again, and does nothing before up', async () => {
    chain = createOnDemandAnvil({ name: 'anvil-polygon', chainId: 137 })
    await chain.start()
    expect(await chain.command!('reset')).toEqual({ reset: false })
    const { rpcUrl } = (await chain.command!('up')) as OnDemandChain
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const balance = async () => {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getBalance',
          params: [address, 'latest'],
        }),
      })
      return ((await response.json()) as { result: string }).result
    }
    const start = await balance()
    for (const wei of ['1', '2']) {
      await chain.command!('setBalance', { address, wei })
      await chain.command!('mine')
      expect(await balance()).toBe(`0x${wei}`)
      expect(await chain.command!('reset')).toEqual({ reset: true })
      expect(await balance()).toBe(start)
      expect(await chain.command!('blockNumber')).toEqual({ blockNumber: 0 })
    }
  })
})
