import { describe, expect, it, vi } from 'vitest'
import { quietPeriod } from '../../../scenarios/runner/waits'
import { ManualClock } from '../../core/clock/manualClock'
import type { FetchFn } from '../../core/deps'
import { type RankedTransport, rankedTransport } from './rpcGateway'
import { FALLBACK_RANKING, rankEndpoints } from './rpcGatewayRanking'

const GATEWAY = 'http://127.0.0.1:7000/v1/?chainId=eip155%3A8453&projectId=p1'
const FALLBACK = 'http://127.0.0.1:7000/rpc/fallback?chainId=eip155%3A8453'

type Behaviour = 'answer' | 'fail' | 'slow'

/**
 * Two node stand-ins on a virtual clock: `answer` at once, `fail` with 500, `slow` answer
 * after 1500 ms of the clock (past the 1000 ms ping time-out). Records who was asked what.
 */
function nodes(clock: ManualClock, behaviour: Record<string, Behaviour>) {
  const calls: { url: string; method: string }[] = []
  const fetch: FetchFn = async (url, init) => {
    const body = JSON.parse(String(init?.body)) as { id: number; method: string }
    calls.push({ url, method: body.method })
    const reply = () => {
      if (behaviour[url] === 'fail') return new Response('{"error":"boom"}', { status: 500 })
      return Response.json({ jsonrpc: '2.0', id: body.id, result: '0x1' })
    }
    if (behaviour[url] !== 'slow') return reply()
    return new Promise((resolve) => clock.setTimeout(() => resolve(reply()), 1500))
  }
  const pings = (url: string) =>
    calls.filter((call) => call.url === url && call.method === 'net_listening').length
  const reads = () => calls.filter((call) => call.method === 'eth_blockNumber')
  return { fetch, calls, pings, reads }
}

/** A transport over the gateway and its fallback, ranked on `clock`. */
function setUp(behaviour: Record<string, Behaviour>) {
  const clock = new ManualClock(0)
  const node = nodes(clock, behaviour)
  const ranked = rankedTransport([GATEWAY, FALLBACK], node.fetch, clock)
  const read = async () => {
    node.calls.splice(0)
    await ranked.transport({}).request({ method: 'eth_blockNumber' })
    return node.reads().map((call) => call.url)
  }
  return { clock, node, ranked, read }
}

/** Steps one ranking round (4000 ms), waits until it has ended and returns the order. */
async function rankingRound(clock: ManualClock, ranked: RankedTransport) {
  const before = ranked.rounds()
  clock.advance(FALLBACK_RANKING.interval)
  await vi.waitFor(() => expect(ranked.rounds()).toBe(before + 1))
  return ranked.endpoints()
}

describe('rankEndpoints', () => {
  const { weights } = FALLBACK_RANKING

  it('default: equal endpoints keep the configured order', () => {
    const round = [
      { latency: 10, success: 1 as const },
      { latency: 10, success: 1 as const },
    ]
    expect(rankEndpoints([round, round], weights)).toEqual([0, 1])
  })

  it('parameters: an endpoint that never answered scores last, whatever its latency', () => {
    const round = [
      { latency: 1, success: 0 as const },
      { latency: 900, success: 1 as const },
    ]
    expect(rankEndpoints([round], weights)).toEqual([1, 0])
  })

  it('parameters: stability weighs 0.7 and latency 0.3 (a faster but flakier endpoint loses)', () => {
    const rounds = [
      [
        { latency: 10, success: 1 as const },
        { latency: 100, success: 1 as const },
      ],
      [
        { latency: 10, success: 0 as const },
        { latency: 100, success: 1 as const },
      ],
    ]
    // First: 0.7 × 0.5 + 0.3 × 0.9 = 0.62; second: 0.7 × 1 + 0.3 × 0 = 0.7.
    expect(rankEndpoints(rounds, weights)).toEqual([1, 0])
  })

  it('parameters: all pings at 0 ms (a paused clock) rank on stability alone', () => {
    const round = [
      { latency: 0, success: 1 as const },
      { latency: 0, success: 1 as const },
    ]
    expect(rankEndpoints([round], weights)).toEqual([0, 1])
  })
})

describe('rankedTransport on the injected clock', () => {
  it('default: reads go to the gateway first while it answers', async () => {
    const { read } = setUp({ [GATEWAY]: 'answer', [FALLBACK]: 'answer' })
    expect(await read()).toEqual([GATEWAY])
  })

  it('behavior: the ranking happens at 4000 ms of the clock, not before', async () => {
    const { clock, node, ranked, read } = setUp({ [GATEWAY]: 'fail', [FALLBACK]: 'answer' })
    clock.advance(FALLBACK_RANKING.interval - 1)
    // A read before the round still asks the failing gateway first, then the fallback.
    expect(await read()).toEqual([GATEWAY, FALLBACK])
    expect(node.pings(GATEWAY) + node.pings(FALLBACK)).toBe(0)
    clock.advance(1)
    await vi.waitFor(() => expect(ranked.endpoints()).toEqual([FALLBACK, GATEWAY]))
    expect([node.pings(GATEWAY), node.pings(FALLBACK)]).toEqual([1, 1])
  })

  it('behavior: a failing gateway is demoted: after one round reads skip it', async () => {
    const { clock, ranked, read } = setUp({ [GATEWAY]: 'fail', [FALLBACK]: 'answer' })
    expect(await rankingRound(clock, ranked)).toEqual([FALLBACK, GATEWAY])
    expect(await read()).toEqual([FALLBACK])
  })

  it('behavior: a gateway slower than the 1000 ms ping time-out is demoted', async () => {
    const { clock, node, ranked, read } = setUp({ [GATEWAY]: 'slow', [FALLBACK]: 'answer' })
    clock.advance(FALLBACK_RANKING.interval)
    // The fallback answers; the gateway's ping waits on the clock.
    await vi.waitFor(() => expect(node.pings(GATEWAY)).toBe(1))
    await quietPeriod(50, 'no round ends while the slow ping is within its time-out')
    expect(ranked.rounds()).toBe(0)
    clock.advance(FALLBACK_RANKING.timeout)
    await vi.waitFor(() => expect(ranked.rounds()).toBe(1))
    expect(ranked.endpoints()).toEqual([FALLBACK, GATEWAY])
    const reading = read()
    await vi.waitFor(() => expect(node.reads().length).toBe(1))
    expect(node.reads()[0]?.url).toBe(FALLBACK)
    await reading
  })

  it('behavior: a recovered gateway is promoted back once its failure ages out of 10 samples', async () => {
    const behaviour: Record<string, Behaviour> = { [GATEWAY]: 'fail', [FALLBACK]: 'answer' }
    const { clock, node, ranked, read } = setUp(behaviour)
    expect(await rankingRound(clock, ranked)).toEqual([FALLBACK, GATEWAY])
    behaviour[GATEWAY] = 'answer'
    // Rounds 2 to 10: the failed ping is still among the last 10 samples.
    for (let round = 2; round <= FALLBACK_RANKING.sampleCount; round++) {
      expect(await rankingRound(clock, ranked)).toEqual([FALLBACK, GATEWAY])
    }
    expect(node.pings(GATEWAY)).toBe(FALLBACK_RANKING.sampleCount)
    expect(await read()).toEqual([FALLBACK])
    // Round 11: the failure has aged out; equal scores keep the gateway first.
    expect(await rankingRound(clock, ranked)).toEqual([GATEWAY, FALLBACK])
    expect(await read()).toEqual([GATEWAY])
  })

  it('behavior: stop ends the ranking: no ping follows', async () => {
    const { clock, node, ranked } = setUp({ [GATEWAY]: 'fail', [FALLBACK]: 'answer' })
    ranked.stop()
    clock.advance(FALLBACK_RANKING.interval * 3)
    expect(clock.pending).toBe(0)
    expect(node.calls).toEqual([])
  })
})
