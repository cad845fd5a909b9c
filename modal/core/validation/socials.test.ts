import { describe, expect, it } from 'vitest'
import { filterSocialsForBrowser } from './socials'

const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

describe('messaging-app browser socials filter (SPEC §5)', () => {
  it('behavior: on iOS the google option is removed', () => {
    expect(filterSocialsForBrowser(all, { inAppBrowser: true, platform: 'ios' })).not.toContain(
      'google',
    )
  })

  it('behavior: on Mac x is removed', () => {
    const shown = filterSocialsForBrowser(all, { inAppBrowser: true, platform: 'mac' })
    expect(shown).toEqual(all.filter((s) => s !== 'x'))
  })

  it('behavior: on Android facebook and x are removed', () => {
    const shown = filterSocialsForBrowser(all, { inAppBrowser: true, platform: 'android' })
    expect(shown).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
  })

  it('default: outside a messaging-app browser nothing is removed', () => {
    expect(filterSocialsForBrowser(all, { inAppBrowser: false, platform: 'ios' })).toEqual(all)
  })
})
