import fc from 'fast-check'
import { describe, it } from 'vitest'
import { anythingOrList, callEach, FUZZ_RUNS } from './fuzzInputs'
import { asStoredText, BOUNDARY_PARSERS, STORAGE_DECODERS } from './fuzzParsers'

describe('parsers at the boundaries never throw (fast-check, 1,000 runs each)', () => {
  it(`behavior: none of ${Object.keys(BOUNDARY_PARSERS).length} API, listing, URL and wallet parsers throws on any input`, () => {
    fc.assert(
      fc.property(anythingOrList, (input) => callEach(BOUNDARY_PARSERS, input)),
      { numRuns: FUZZ_RUNS },
    )
  })

  it(`behavior: none of ${Object.keys(STORAGE_DECODERS).length} storage decoders throws on what another script could have stored`, () => {
    fc.assert(
      // Serialised once per run, for every decoder: the JSON is the costly part, not the decoding.
      fc.property(anythingOrList, (input) => callEach(STORAGE_DECODERS, asStoredText(input))),
      { numRuns: FUZZ_RUNS },
    )
  })
})
