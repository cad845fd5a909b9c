/**
 * The order a batch of replays runs in: as listed, reversed, or shuffled with a seed
 * (`shuffle:42`). Replaying out of order shows that no scenario leans on the one before it.
 * An unknown order is an error, so a typo does not quietly run the listed order.
 *
 * @example
 * ```ts
 * replayOrder(scenarios, process.env.PORTICO_SCENARIO_ORDER) // 'reverse' | 'shuffle:7' | undefined
 * ```
 */
export function replayOrder<T>(items: readonly T[], order: string | undefined): readonly T[] {
  if (!order || order === 'listed') return items
  if (order === 'reverse') return [...items].reverse()
  const seed = /^shuffle:(\d+)$/.exec(order)?.[1]
  if (seed === undefined) throw new Error(`unknown replay order "${order}"`)
  const random = lcg(Number(seed))
  const shuffled = [...items]
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T]
  }
  return shuffled
}

/**
 * A seeded linear congruential generator (the C library's constants): plenty for an order
 * that only has to be the same for the same seed on every machine.
 */
function lcg(seed: number): () => number {
  let state = seed & 0x7fffffff
  return () => {
    // 32-bit arithmetic (Math.imul), kept to 31 bits: exact, with no float rounding.
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fffffff
    return state / 2 ** 31
  }
}
