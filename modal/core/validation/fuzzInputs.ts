import fc from 'fast-check'

/** 1,000 runs in `npm test`; `FUZZ_RUNS=100000 npm run fuzz` for a long run. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000)

/** Anything, lists of anything and dictionaries of lists, so that list validators look inside. */
export const anythingOrList = fc.oneof(
  fc.anything(),
  fc.array(fc.anything()),
  fc.dictionary(fc.string(), fc.array(fc.anything())),
)

/**
 * Calls every function of `table` on the one input and names the one that threw.
 *
 * Why one input for the whole table: generating `fc.anything()` costs far more than any
 * validator, so one value per run shared by every validator gives each the same number of
 * runs (and the same distribution of inputs) for a fraction of the time of one property each.
 *
 * @example
 * fc.assert(fc.property(anythingOrList, (input) => callEach({ isEmail }, input)))
 */
export function callEach(
  table: Record<string, (input: unknown) => unknown>,
  input: unknown,
  check?: (name: string, result: unknown) => void,
): void {
  for (const [name, call] of Object.entries(table)) {
    let result: unknown
    try {
      result = call(input)
    } catch (error) {
      throw new Error(`${name} threw on this input: ${String(error)}`)
    }
    check?.(name, result)
  }
}
