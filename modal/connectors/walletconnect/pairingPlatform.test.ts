import { describe, expect, it } from 'vitest'
import { DEFAULT_PLATFORM } from '../../core/options/platform'
import { pairingPlatform } from './pairingPlatform'

describe('pairingPlatform', () => {
  it('default: a desktop browser pairs afresh each time', () => {
    expect(pairingPlatform(DEFAULT_PLATFORM)).toBe('default')
  })

  it('parameters: a messaging-app browser and iOS Safari reuse the pairing', () => {
    expect(pairingPlatform({ device: 'mobile', os: 'android', messagingAppBrowser: true })).toBe(
      'messagingApp',
    )
    expect(pairingPlatform({ device: 'mobile', os: 'ios', messagingAppBrowser: false })).toBe(
      'iosSafari',
    )
    expect(pairingPlatform({ device: 'mobile', os: 'android', messagingAppBrowser: false })).toBe(
      'default',
    )
  })
})
