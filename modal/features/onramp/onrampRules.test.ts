import { ConstantsUtil } from '@reown/appkit-controllers'
import { describe, expect, it } from 'vitest'
import { isRestrictedTimeZone, RESTRICTED_TIME_ZONES } from './onrampRules'

describe('onramp restricted time zones (SPEC §9)', () => {
  it("default: the list is AppKit 1.8's RESTRICTED_TIMEZONES", () => {
    expect([...new Set(ConstantsUtil.RESTRICTED_TIMEZONES)].sort()).toEqual(
      [...RESTRICTED_TIME_ZONES].sort(),
    )
  })

  it('parameters: an IANA zone is compared whatever its case; others and none are not restricted', () => {
    expect(isRestrictedTimeZone('Asia/Shanghai')).toBe(true)
    expect(isRestrictedTimeZone('Asia/Hong_Kong')).toBe(true)
    expect(isRestrictedTimeZone('asia/macau')).toBe(true)
    expect(isRestrictedTimeZone('Asia/Taipei')).toBe(false)
    expect(isRestrictedTimeZone('Europe/Paris')).toBe(false)
    expect(isRestrictedTimeZone(undefined)).toBe(false)
  })
})
