import { vi } from 'vitest'
import { WAIT_CEILING_MS } from './scenarios/runner/patience'

// vi.waitFor and vi.waitUntil give up after 1 s unless told otherwise, and vitest has no config
// for it: a loaded CI runner takes longer than that to load a lazy chunk or settle a store. A
// wait that names no ceiling gets the suite's one (scenarios/runner/patience.ts); a wait that
// names one keeps it. A wait that ends at its ceiling throws its last assertion error, which
// says what it waited for and what it saw.
type WaitOptions = Parameters<typeof vi.waitFor>[1]

function withCeiling(options: WaitOptions): WaitOptions {
  if (typeof options === 'number') return options
  return { ...options, timeout: options?.timeout ?? WAIT_CEILING_MS }
}

const waitFor = vi.waitFor
const waitUntil = vi.waitUntil
vi.waitFor = ((callback, options) => waitFor(callback, withCeiling(options))) as typeof vi.waitFor
vi.waitUntil = ((callback, options) =>
  waitUntil(callback, withCeiling(options))) as typeof vi.waitUntil
