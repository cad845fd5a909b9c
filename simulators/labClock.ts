/**
 * Where the lab's virtual clock starts (2026-01-01T00:00:00Z): every replay sees the same
 * dates. The lab's chains are set to it too, so what they mine is dated on the same clock.
 */
export const LAB_CLOCK_START = Date.UTC(2026, 0, 1)
