import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../modal/core/clock/manualClock'
import { RelaySimulator, type RelaySimulatorOptions } from './relaySimulator'
import { RelayTestClient } from './relayTestClient'

const started: RelaySimulator[] = []
const clients: RelayTestClient[] = []

async function startRelay(options: RelaySimulatorOptions = {}) {
  const relay = new RelaySimulator(options)
  started.push(relay)
  await relay.start()
  return relay
}

async function client(relay: RelaySimulator, id?: string) {
  const c = await RelayTestClient.connect(relay.url, id)
  clients.push(c)
  return c
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await Promise.all(started.splice(0).map((r) => r.stop()))
})

describe('RelaySimulator', () => {
  it('default', async () => {
    const relay = await startRelay()
    const status = relay.status()
    expect(status).toMatchObject({ name: 'relay', state: 'running' })
    expect(status.info).toMatchObject({
      sockets: 0,
      connections: 0,
      topics: 0,
      delayMs: 0,
      refusing: false,
    })
    expect(status.info.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    await relay.stop()
    expect(relay.status().state).toBe('stopped')
  })

  it('behavior: a message published before anyone subscribed is delivered on subscribe', async () => {
    const relay = await startRelay()
    const site = await client(relay, 'did:key:site')
    expect(
      await site.request('irn_publish', { topic: 't1', message: 'hello', ttl: 300, tag: 7 }),
    ).toMatchObject({ result: true })
    const wallet = await client(relay, 'did:key:wallet')
    expect(await wallet.request('irn_subscribe', { topic: 't1' })).toHaveProperty('result')
    const push = await wallet.nextPush()
    expect(push.params.data).toMatchObject({
      topic: 't1',
      message: 'hello',
      tag: 7,
      attestation: '',
    })
    expect(relay.status().info).toMatchObject({ sockets: 2, topics: 1, mailbox: 1 })
  })

  it('behavior: the publisher never receives its own message', async () => {
    const relay = await startRelay()
    const a = await client(relay, 'did:key:a')
    const b = await client(relay, 'did:key:b')
    await a.request('irn_subscribe', { topic: 't' })
    await b.request('irn_batchSubscribe', { topics: ['t', 'u'] })
    await a.request('irn_publish', { topic: 't', message: 'from-a' })
    expect((await b.nextPush()).params.data.message).toBe('from-a')
    await a.request('irn_publish', { topic: 'nothing', message: 'x' }) // a round trip later…
    expect(a.pushes).toHaveLength(0)
  })

  it('behavior: acknowledged mail is not sent again after a reconnect; unacknowledged mail is', async () => {
    const relay = await startRelay()
    const site = await client(relay, 'did:key:site')
    const first = await client(relay, 'did:key:wallet')
    await first.request('irn_subscribe', { topic: 't' })
    await site.request('irn_publish', { topic: 't', message: 'acked' })
    await first.nextPush()
    first.autoAck = false
    await site.request('irn_publish', { topic: 't', message: 'lost' })
    await first.nextPush()
    await first.close()
    const again = await client(relay, 'did:key:wallet')
    await again.request('irn_subscribe', { topic: 't' })
    expect((await again.nextPush()).params.data.message).toBe('lost')
    await again.request('irn_unsubscribe', { topic: 't', id: 'x' })
    expect(again.pushes).toHaveLength(1)
  })

  it('behavior: mail expires after its ttl', async () => {
    const clock = new ManualClock(1_000_000)
    const relay = await startRelay({ clock })
    const site = await client(relay, 'did:key:site')
    await site.request('irn_publish', { topic: 't', message: 'short', ttl: 10 })
    clock.advance(10_001)
    const wallet = await client(relay, 'did:key:wallet')
    await wallet.request('irn_subscribe', { topic: 't' })
    await wallet.request('irn_unsubscribe', { topic: 't' })
    expect(wallet.pushes).toHaveLength(0)
    expect(relay.status().info.mailbox).toBe(0)
  })

  it('behavior: wc_proposeSession and wc_approveSession route to pairing and session topics', async () => {
    const relay = await startRelay()
    const site = await client(relay, 'did:key:site')
    const wallet = await client(relay, 'did:key:wallet')
    await wallet.request('irn_subscribe', { topic: 'pairing' })
    await site.request('wc_proposeSession', {
      pairingTopic: 'pairing',
      sessionProposal: 'proposal',
      ttl: 300,
    })
    expect((await wallet.nextPush()).params.data).toMatchObject({
      topic: 'pairing',
      message: 'proposal',
      tag: 1100,
    })
    const approve = {
      sessionTopic: 'session',
      pairingTopic: 'pairing',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    }
    expect(await wallet.request('wc_approveSession', approve)).toMatchObject({ result: true })
    expect((await site.nextPush()).params.data).toMatchObject({
      topic: 'pairing',
      message: 'response',
      tag: 1101,
    })
    await site.request('irn_subscribe', { topic: 'session' })
    expect((await site.nextPush()).params.data).toMatchObject({
      topic: 'session',
      message: 'settle',
      tag: 1102,
    })
    await site.request('irn_publish', { topic: 'session', message: 'request' })
    expect((await wallet.nextPush()).params.data.message).toBe('request')
  })

  it('behavior: unknown methods answer -32601, bad params -32602, bad JSON -32700', async () => {
    const relay = await startRelay()
    const c = await client(relay)
    expect(await c.request('irn_fetchEverything', {})).toMatchObject({ error: { code: -32601 } })
    expect(await c.request('irn_subscribe', {})).toMatchObject({ error: { code: -32602 } })
    c.sendRaw('{not json')
    await c.request('irn_subscribe', { topic: 'sync' })
    expect(c.unmatched).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
    ])
  })

  it('parameters: pingIntervalMs pings every socket on the injected clock', async () => {
    const clock = new ManualClock(0)
    const relay = await startRelay({ clock, pingIntervalMs: 5_000 })
    const c = await client(relay)
    const pinged = new Promise<void>((resolve) => c.socket.once('ping', () => resolve()))
    clock.advance(5_000)
    await pinged
    expect(c.pings).toBe(1)
  })

  it('behavior: dropAll terminates every socket', async () => {
    const relay = await startRelay()
    const a = await client(relay)
    const b = await client(relay)
    expect(await relay.command('dropAll')).toEqual({ dropped: 2 })
    await Promise.all([a.closed(), b.closed()])
    await expect.poll(() => relay.status().info.sockets).toBe(0)
  })

  it('behavior: setDelay holds every delivery for that long on the injected clock', async () => {
    const clock = new ManualClock(0)
    const relay = await startRelay({ clock })
    await relay.command('setDelay', { ms: 2_000 })
    const a = await client(relay, 'did:key:a')
    const b = await client(relay, 'did:key:b')
    await b.request('irn_subscribe', { topic: 't' })
    await a.request('irn_publish', { topic: 't', message: 'slow' })
    await b.request('irn_subscribe', { topic: 'sync' })
    clock.advance(1_999)
    await b.request('irn_subscribe', { topic: 'sync2' })
    expect(b.pushes).toHaveLength(0)
    clock.advance(1)
    expect((await b.nextPush()).params.data.message).toBe('slow')
  })

  it('behavior: refuse rejects new connections until switched off', async () => {
    const relay = await startRelay()
    expect(await relay.command('refuse', { enabled: true })).toMatchObject({ refusing: true })
    await expect(RelayTestClient.connect(relay.url)).rejects.toThrow(/503/)
    await relay.command('refuse', { enabled: false })
    const c = await client(relay)
    expect(c.socket.readyState).toBe(c.socket.OPEN)
  })

  it('behavior: unknown commands and bad parameters throw', async () => {
    const relay = await startRelay()
    await expect(relay.command('explode')).rejects.toThrow(/Unknown relay command/)
    await expect(relay.command('setDelay', { ms: -1 })).rejects.toThrow(/setDelay/)
  })
})
