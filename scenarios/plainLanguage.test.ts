import { describe, expect, it } from 'vitest'
import { scenarios } from './index'

/**
 * What QA reads in the Scenarios panel: no spec section numbers, no event constants
 * (SEND_SUCCESS), no view or component names (SIWXSignMessage), no simulator commands.
 */
const INTERNAL = [
  /SPEC/,
  /§/,
  /\b[A-Z][A-Z0-9]+_[A-Z0-9_]+\b/,
  /\b[A-Z][a-z]+[A-Z][a-zA-Z]*(View|Message|Chain|Transaction)\b/,
  /\bdropAll\b|\bsetFault\b/,
  /\bSIWX[A-Z]\w+|\bUnsupportedChain\b|\bApproveTransaction\b/,
]

describe('scenario titles, expectations and step titles', () => {
  it('default: are plain language, free of internal names', () => {
    const offending = scenarios.flatMap((s) =>
      [s.title, s.expected, ...s.steps.map((st) => st.title)]
        .filter((text) => INTERNAL.some((pattern) => pattern.test(text)))
        .map((text) => `${s.id}: ${text}`),
    )
    expect(offending).toEqual([])
  })
})
