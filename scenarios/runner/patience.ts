/**
 * How long a test or a scenario step waits for a condition before it gives up. Shared CI
 * runners and the lab machines are busy at times (load averages of 13–19 on 2 cores were seen):
 * a wait that is green on a quiet machine must stay green there. A generous ceiling costs
 * nothing when the condition holds, since every wait returns as soon as it does; it only
 * decides how long a real failure takes to be reported.
 *
 * @example
 * ```ts
 * await vi.waitFor(() => expect(store.ready).toBe(true), { timeout: WAIT_CEILING_MS })
 * ```
 */
export const WAIT_CEILING_MS = 60_000

/** The longest a whole test may run: several waits, each under {@link WAIT_CEILING_MS}. */
export const TEST_CEILING_MS = 240_000
