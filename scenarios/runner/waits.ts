import { WAIT_CEILING_MS } from './patience'

/** What {@link pollUntil} needs to know besides its probe. */
export interface PollOptions {
  /** The longest it waits (default: the suite's ceiling for a loaded machine). */
  ceilingMs?: number
  /** The pause between two probes (default 50 ms; a probe that answers at once costs little). */
  intervalMs?: number
  /** Says what the last probe saw, for the message of a wait that gives up. */
  seen?: () => unknown
}

const describe = (value: unknown): string => {
  if (value instanceof Error) return value.message
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  } catch {
    return String(value)
  }
}

/**
 * Probes until `probe` returns something (not `undefined` or `false`), then returns it. A
 * probe that throws counts as "not yet". Gives up after the ceiling with an error that names
 * what it waited for and what it last saw.
 *
 * @example
 * ```ts
 * const code = await pollUntil('the one-time code in the inbox', async () => (await inbox())[0]?.code)
 * ```
 */
export async function pollUntil<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  options: PollOptions = {},
): Promise<T> {
  const { ceilingMs = WAIT_CEILING_MS, intervalMs = 50, seen } = options
  const deadline = performance.now() + ceilingMs
  let last: unknown
  for (;;) {
    try {
      const value = await probe()
      if (value !== undefined && value !== false) return value
      last = value
    } catch (error) {
      last = error
    }
    if (performance.now() > deadline) {
      const saw = seen ? seen() : last
      throw new Error(
        `gave up after ${Math.round(ceilingMs / 1000)} s waiting for ${what}; last saw: ${describe(saw)}`,
      )
    }
    // The pause between probes of a condition (not a wait for time to pass).
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/**
 * The one fixed wait a scenario or spec may make: a negative check ("the wallet was not asked",
 * "the clock did not move"), where nothing marks that a thing did not happen. `reason` says
 * what is shown not to happen; `scripts/testing/fixedWaits.test.ts` refuses any other fixed
 * wait. On a loaded machine a quiet period can only let a defect through, never fail a test
 * that should pass.
 *
 * @example
 * ```ts
 * await quietPeriod(300, 'a refused amount never asks the wallet to sign')
 * ```
 */
export function quietPeriod(ms: number, reason: string): Promise<void> {
  if (reason.trim().length < 10)
    throw new Error('a quiet period says what it shows does not happen')
  return new Promise((resolve) => setTimeout(resolve, ms))
}
