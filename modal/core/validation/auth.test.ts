import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEVICE_CONNECT_ACTIONS,
  EMAIL_UPDATE_ACTIONS,
  isDeviceConnectAction,
  isEmail,
  isEmailUpdateAction,
  isOtp,
  isSocialProvider,
  isThemeMode,
  SOCIAL_PROVIDERS,
} from './auth'

const runs = { numRuns: 1000 }

describe('auth inputs (SPEC §5)', () => {
  it('behavior: e-mail accepts local@domain.tld shapes', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 254 && !/@[^@]*\.\./.test(email))
        expect(isEmail(email)).toBe(true)
      }),
      runs,
    )
    expect(isEmail('ada@example.com')).toBe(true)
  })

  it('behavior: e-mail refuses missing parts, spaces and double @', () => {
    for (const bad of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'a da@example.com',
      'a@b@c.com',
      'ada@.com',
      'ada@example.',
    ]) {
      expect(isEmail(bad)).toBe(false)
    }
  })

  it('behavior: a one-time code is any plain string', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        expect(isOtp(code)).toBe(true)
      }),
      runs,
    )
    expect(isOtp(123456)).toBe(false)
  })

  it('behavior: social provider is one of google, github, apple, facebook, x, discord', () => {
    expect([...SOCIAL_PROVIDERS]).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    for (const provider of SOCIAL_PROVIDERS) expect(isSocialProvider(provider)).toBe(true)
    for (const bad of ['farcaster', 'Google', 'twitter', ''])
      expect(isSocialProvider(bad)).toBe(false)
  })

  it('behavior: theme mode is light or dark', () => {
    expect(isThemeMode('light')).toBe(true)
    expect(isThemeMode('dark')).toBe(true)
    for (const bad of ['system', 'Dark', '']) expect(isThemeMode(bad)).toBe(false)
  })

  it('behavior: device-connect action is VERIFY_DEVICE, VERIFY_OTP or CONNECT', () => {
    expect([...DEVICE_CONNECT_ACTIONS]).toEqual(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
    for (const action of DEVICE_CONNECT_ACTIONS) expect(isDeviceConnectAction(action)).toBe(true)
    expect(isDeviceConnectAction('verify_otp')).toBe(false)
  })

  it('behavior: e-mail-update action is VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP', () => {
    expect([...EMAIL_UPDATE_ACTIONS]).toEqual(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])
    for (const action of EMAIL_UPDATE_ACTIONS) expect(isEmailUpdateAction(action)).toBe(true)
    expect(isEmailUpdateAction('VERIFY_OTP')).toBe(false)
  })

  it('behavior: string guards refuse every string outside their list', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isSocialProvider(value)).toBe(
          (SOCIAL_PROVIDERS as readonly string[]).includes(value),
        )
        expect(isThemeMode(value)).toBe(value === 'light' || value === 'dark')
      }),
      runs,
    )
  })
})
