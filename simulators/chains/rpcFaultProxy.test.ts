import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFaults } from '../faults'
import { RpcFaultProxy } from './rpcFaultProxy'

/** A node that answers every call with block 0x10, and counts the calls it saw. */
let node: Server
let nodeCalls = 0
const waits: number[] = []
const faults = createFaults({ wait: async (ms) => void waits.push(ms) })
let nodeUrl: string | undefined
const proxy = new RpcFaultProxy(faults, () => nodeUrl)

const call = (method: string) =>
  fetch(proxy.url!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })

beforeAll(async () => {
  node = createServer((req, res) => {
    nodeCalls++
    req.resume()
    req.on('end', () => res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x10' })))
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
  await proxy.listen(0)
})
afterAll(async () => {
  await proxy.close()
  await new Promise((resolve) => node.close(resolve))
})

describe('RpcFaultProxy', () => {
  it('default: without a fault every call reaches the node and its answer comes back', async () => {
    const answer = await call('eth_blockNumber')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(await answer.json()).toMatchObject({ result: '0x10' })
  })

  it('behavior: a status, a malformed body and a dropped connection apply to their method only, live, until cleared', async () => {
    faults.set('RPC eth_getBalance', { status: 503 })
    expect((await call('eth_getBalance')).status).toBe(503)
    expect((await call('eth_blockNumber')).status).toBe(200)

    faults.set('RPC eth_getBalance', { malformed: true })
    await expect((await call('eth_getBalance')).json()).rejects.toThrow()

    faults.set('RPC eth_getBalance', { drop: true })
    await expect(call('eth_getBalance')).rejects.toThrow()

    faults.clear()
    const before = nodeCalls
    expect(await (await call('eth_getBalance')).json()).toMatchObject({ result: '0x10' })
    expect(nodeCalls).toBe(before + 1)
  })

  it('parameters: `*` fails every method; latency delays the call, then it goes through', async () => {
    faults.set('*', { status: 500 })
    expect((await call('eth_chainId')).status).toBe(500)
    faults.set('*', { latencyMs: 1500 })
    expect(await (await call('eth_chainId')).json()).toMatchObject({ result: '0x10' })
    expect(waits).toContain(1500)
    faults.clear()
  })

  it('behavior: every call is logged by its fault key, each call of a batch, until cleared', async () => {
    proxy.clearRequests()
    await call('eth_getFilterChanges')
    faults.set('RPC eth_uninstallFilter', { status: 503 })
    await call('eth_uninstallFilter')
    faults.clear()
    await fetch(proxy.url!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
      ]),
    })
    expect(proxy.requests().map((entry) => entry.key)).toEqual([
      'RPC eth_getFilterChanges',
      'RPC eth_uninstallFilter',
      'RPC eth_chainId',
      'RPC eth_blockNumber',
    ])
    proxy.clearRequests()
    expect(proxy.requests()).toEqual([])
  })

  it('behavior: while the node is down the proxy answers 502', async () => {
    const url = nodeUrl
    nodeUrl = undefined
    expect((await call('eth_blockNumber')).status).toBe(502)
    nodeUrl = url
  })
})
