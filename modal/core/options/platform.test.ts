import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS } from './features'
import { filterSocialsForPlatform, type Platform } from './platform'

const inApp = (os: Platform['os']): Platform => ({
  device: 'mobile',
  os,
  messagingAppBrowser: true,
})

describe('filterSocialsForPlatform', () => {
  it('default: outside a messaging-app browser every social stays', () => {
    const platform: Platform = { device: 'mobile', os: 'ios', messagingAppBrowser: false }
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, platform)).toEqual(DEFAULT_SOCIALS)
  })

  it('behavior: messaging-app browser on iOS removes google', () => {
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, inApp('ios'))).toEqual(
      DEFAULT_SOCIALS.filter((s) => s !== 'google'),
    )
  })

  it('behavior: messaging-app browser on Mac removes x', () => {
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, inApp('mac'))).toEqual(
      DEFAULT_SOCIALS.filter((s) => s !== 'x'),
    )
  })

  it('behavior: messaging-app browser on Android removes facebook and x', () => {
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, inApp('android'))).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
  })

  it('behavior: messaging-app browser on other systems removes nothing', () => {
    expect(filterSocialsForPlatform(DEFAULT_SOCIALS, inApp('windows'))).toEqual(DEFAULT_SOCIALS)
  })

  it('parameters: the input list is not mutated', () => {
    const socials = ['google', 'x'] as const
    filterSocialsForPlatform(socials, inApp('ios'))
    expect(socials).toEqual(['google', 'x'])
  })
})
