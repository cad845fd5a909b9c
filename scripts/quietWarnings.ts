/**
 * Warnings `npm start` keeps to itself unless --verbose: chopsticks (the polkadot simulator)
 * brings its own @polkadot/util 13 beside the modal's 14, and @polkadot/util says so in four
 * ten-line warnings on every start. Nothing acts on them; `npm ls @polkadot/util` shows the same.
 */
const NOISE: readonly RegExp[] = [/^@polkadot\/[\w-]+ has multiple versions/]

/**
 * Wraps `target.warn` so that warnings matching the known noise are dropped; the others pass.
 * Returns a function that puts the original back.
 *
 * @example
 * ```ts
 * const restore = muteKnownWarnings(console)
 * ```
 */
export function muteKnownWarnings(target: Pick<Console, 'warn'>): () => void {
  const original = target.warn
  target.warn = (...args: unknown[]) => {
    const first = typeof args[0] === 'string' ? args[0] : ''
    if (NOISE.some((pattern) => pattern.test(first))) return
    original.apply(target, args)
  }
  return () => {
    target.warn = original
  }
}
