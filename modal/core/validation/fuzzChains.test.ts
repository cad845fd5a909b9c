import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FRAME_PREFIX,
  FRAME_REPLIES,
  FRAME_REQUEST_TYPES,
  parseFrameMessage,
} from '../../connectors/auth/frameMessages'
import { FUZZ_RUNS } from './fuzzInputs'

/** A frame message as a hostile frame could shape it: a real type, any id, any payload. */
const frameMessage = fc.record({
  type: fc.oneof(
    fc.constantFrom(...FRAME_REQUEST_TYPES).map((t) => `${FRAME_PREFIX}${t}_SUCCESS`),
    fc.constantFrom(...FRAME_REQUEST_TYPES).map((t) => `${FRAME_PREFIX}${t}_ERROR`),
    fc.constant(`${FRAME_PREFIX}READY`),
    fc.string(),
  ),
  id: fc.oneof(fc.string(), fc.anything()),
  payload: fc.anything(),
  version: fc.anything(),
})

describe('auth frame messages (fast-check)', () => {
  it('behavior: parseFrameMessage never throws and answers a known kind or undefined', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), frameMessage), (data) => {
        const parsed = parseFrameMessage(data)
        expect([undefined, 'ready', 'success', 'error']).toContain(parsed?.kind)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('behavior: every reply schema refuses or parses any payload without throwing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FRAME_REQUEST_TYPES), fc.anything(), (type, payload) => {
        FRAME_REPLIES[type](payload)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('parameters: a well-formed error reply round-trips its id, request and message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FRAME_REQUEST_TYPES),
        fc.string({ minLength: 1, maxLength: 100 }),
        fc.string({ maxLength: 500 }),
        (request, id, message) => {
          const data = { type: `${FRAME_PREFIX}${request}_ERROR`, id, payload: { message } }
          expect(parseFrameMessage(data)).toEqual({ kind: 'error', id, request, message })
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})
