import { describe, expect, it } from 'vitest'
import { labFeatures } from './labFeatures'

const read = (search: string) => labFeatures(new URLSearchParams(search))

describe('labFeatures', () => {
  it('default: a page URL without flags sets no features (the SPEC defaults stay)', () => {
    expect(read('lab=1&embedded=1')).toEqual({})
  })

  it('behavior: 1 turns a flag on and 0 turns it off', () => {
    expect(read('collapseWallets=1')).toEqual({ features: { collapseWallets: true } })
    expect(read('emailShowWallets=0')).toEqual({ features: { emailShowWallets: false } })
    expect(read('smartSessions=1&collapseWallets=0&emailShowWallets=1')).toEqual({
      features: { smartSessions: true, collapseWallets: false, emailShowWallets: true },
    })
  })

  it('edge: any other value leaves that flag at its default', () => {
    expect(read('collapseWallets=true&emailShowWallets=&smartSessions=yes')).toEqual({})
  })

  it('edge: flags the lab does not pass on are ignored', () => {
    expect(read('swaps=0&onramp=0')).toEqual({})
  })
})
