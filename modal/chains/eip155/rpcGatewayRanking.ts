import type { Clock, TimerId } from '../../core/clock/clock'

/**
 * SPEC §9 "RPC fallback ranking": re-ranked every 4000 ms over the last 10 samples, a ping
 * timing out after 1000 ms, scored 0.7 for stability and 0.3 for latency.
 */
export const FALLBACK_RANKING = {
  interval: 4000,
  sampleCount: 10,
  timeout: 1000,
  weights: { stability: 0.7, latency: 0.3 },
} as const

/** How endpoints are ranked; {@link FALLBACK_RANKING} by default. */
export interface RankingOptions {
  interval: number
  sampleCount: number
  timeout: number
  weights: { stability: number; latency: number }
}

/** One endpoint's answer to one ping: how long it took (ms) and whether it answered (1) or not (0). */
export interface PingSample {
  latency: number
  success: 0 | 1
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)

/**
 * The endpoints' indices, best first, from `rounds` of samples (one sample per endpoint per
 * round), scored as viem's fallback ranking scores them: the share of pings answered, weighted
 * by `weights.stability`, plus how much faster than the slowest ping the endpoint's mean is,
 * weighted by `weights.latency`. An endpoint that never answered scores 0. Ties keep the
 * configured order, so a recovered primary comes back first once its failures age out.
 *
 * @example
 * ```ts
 * rankEndpoints([[{ latency: 5, success: 0 }, { latency: 5, success: 1 }]], FALLBACK_RANKING.weights)
 * // [1, 0]: the endpoint that answered first
 * ```
 */
export function rankEndpoints(
  rounds: readonly (readonly PingSample[])[],
  weights: RankingOptions['weights'],
): number[] {
  const count = rounds[0]?.length ?? 0
  const maxLatency = Math.max(0, ...rounds.flatMap((round) => round.map((s) => s.latency)))
  const scores = Array.from({ length: count }, (_, index) => {
    const own = rounds.map((round) => round[index] ?? { latency: maxLatency, success: 0 })
    const stability = mean(own.map((sample) => sample.success))
    if (stability === 0) return { index, score: 0 }
    // On a paused clock every ping takes 0 ms: latency then tells the endpoints nothing apart.
    const latency = maxLatency === 0 ? 1 : 1 - mean(own.map((s) => s.latency)) / maxLatency
    return { index, score: weights.stability * stability + weights.latency * latency }
  })
  return scores.sort((a, b) => b.score - a.score).map(({ index }) => index)
}

/**
 * Ranks `count` endpoints on the injected clock: every `interval` ms (the first time
 * `interval` ms after {@link start}, not before) it pings each endpoint, counts a ping not
 * answered within `timeout` ms as a failure, keeps the last `sampleCount` rounds and
 * re-orders. Running on Portico's clock, the lab's virtual clock steps it and tests replay it.
 * A round still waiting for its pings is not overlapped by the next tick.
 *
 * @example
 * ```ts
 * const ranking = new EndpointRanking(2, (i) => ping(urls[i]), clock)
 * ranking.start()
 * clock.advance(4000) // one round of pings; ranking.order follows once they answer
 * ```
 */
export class EndpointRanking {
  private current: readonly number[]
  private readonly history: PingSample[][] = []
  private timer: TimerId | undefined
  private ranking = false
  private completed = 0

  constructor(
    private readonly count: number,
    private readonly ping: (index: number) => Promise<unknown>,
    private readonly clock: Clock,
    private readonly options: RankingOptions = FALLBACK_RANKING,
  ) {
    this.current = Array.from({ length: count }, (_, index) => index)
  }

  /** How many rounds have completed (a round ends once every ping answered or timed out). */
  get rounds(): number {
    return this.completed
  }

  /** The endpoints' indices, best first (the configured order until a round says otherwise). */
  get order(): readonly number[] {
    return this.current
  }

  start(): void {
    if (this.timer !== undefined) return
    this.timer = this.clock.setInterval(() => void this.rank(), this.options.interval)
  }

  stop(): void {
    this.clock.clearInterval(this.timer)
    this.timer = undefined
  }

  private async rank(): Promise<void> {
    if (this.ranking) return
    this.ranking = true
    try {
      const indices = Array.from({ length: this.count }, (_, index) => index)
      const round = await Promise.all(indices.map((index) => this.sample(index)))
      this.history.push(round)
      if (this.history.length > this.options.sampleCount) this.history.shift()
      this.current = rankEndpoints(this.history, this.options.weights)
      this.completed++
    } finally {
      this.ranking = false
    }
  }

  private sample(index: number): Promise<PingSample> {
    const started = this.clock.now()
    return new Promise((resolve) => {
      const settle = (success: 0 | 1) => {
        this.clock.clearTimeout(timer)
        resolve({ latency: this.clock.now() - started, success })
      }
      const timer = this.clock.setTimeout(() => settle(0), this.options.timeout)
      this.ping(index).then(
        () => settle(1),
        () => settle(0),
      )
    })
  }
}
