import { describe, expect, it } from 'vitest'
import { detectPlatform } from './detectPlatform'

const UA = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  androidTelegram:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36 Telegram-Android/11.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
}

describe('detectPlatform', () => {
  it('default: a desktop Linux browser', () => {
    expect(detectPlatform({ userAgent: UA.chromeLinux })).toEqual({
      device: 'desktop',
      os: 'linux',
      messagingAppBrowser: false,
    })
  })

  it('parameters: an iPhone is a mobile iOS device', () => {
    expect(detectPlatform({ userAgent: UA.iphone })).toMatchObject({ device: 'mobile', os: 'ios' })
  })

  it('parameters: Telegram on Android is a messaging-app browser', () => {
    expect(detectPlatform({ userAgent: UA.androidTelegram })).toEqual({
      device: 'mobile',
      os: 'android',
      messagingAppBrowser: true,
    })
  })

  it('behavior: a "Mac" with a touch screen is an iPad', () => {
    expect(detectPlatform({ userAgent: UA.mac }).os).toBe('mac')
    expect(detectPlatform({ userAgent: UA.mac, maxTouchPoints: 5 })).toMatchObject({
      device: 'mobile',
      os: 'ios',
    })
  })
})
