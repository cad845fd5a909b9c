import { describe, expect, it } from 'vitest'
import { muteKnownWarnings } from './quietWarnings'

describe('muteKnownWarnings', () => {
  it("behavior: drops @polkadot's duplicate-version warning, passes every other, and restores", () => {
    const seen: unknown[][] = []
    const target = { warn: (...args: unknown[]) => void seen.push(args) }
    const restore = muteKnownWarnings(target)
    target.warn(
      '@polkadot/util has multiple versions, ensure that there is only one installed.\nEither…',
    )
    target.warn('anvil: port taken', 42)
    restore()
    target.warn('@polkadot/util has multiple versions, again')
    expect(seen).toEqual([
      ['anvil: port taken', 42],
      ['@polkadot/util has multiple versions, again'],
    ])
  })
})
