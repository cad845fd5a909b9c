import { observable } from 'mobx'
import { describe, expect, it } from 'vitest'
import { type AlertKind, type AlertPlace, AlertStore } from './alertStore'

describe('AlertStore', () => {
  it('default: no alert', () => {
    expect(new AlertStore().current).toBeUndefined()
  })

  it('behavior: Invalid App Configuration for an origin not on the allowlist shows once', () => {
    const alerts = new AlertStore()
    expect(alerts.show('ORIGIN_NOT_ALLOWED', { origin: 'https://a.example' })).toBe(true)
    expect(alerts.current).toMatchObject({
      title: 'Invalid App Configuration',
      description: 'The origin https://a.example is not on the allowlist of this project',
      variant: 'error',
    })
    alerts.close()
    expect(alerts.show('ORIGIN_NOT_ALLOWED', { origin: 'https://a.example' })).toBe(false)
    expect(alerts.current).toBeUndefined()
  })

  it('behavior: once is per instance', () => {
    new AlertStore().show('ORIGIN_NOT_ALLOWED')
    expect(new AlertStore().show('ORIGIN_NOT_ALLOWED')).toBe(true)
  })

  it('behavior: Invalid App Configuration also shows when the embedded wallet failed to load', () => {
    const alerts = new AlertStore()
    alerts.show('EMBEDDED_WALLET_LOAD_FAILED')
    expect(alerts.current?.title).toBe('Invalid App Configuration')
    expect(alerts.current?.description).toBe('Unable to load email login dependency')
    expect(alerts.show('EMBEDDED_WALLET_LOAD_FAILED')).toBe(true)
  })

  it('behavior: Network Not Found, Session Expired and project-id alerts carry the SPEC titles', () => {
    const alerts = new AlertStore()
    const titles: Record<string, string> = {
      NETWORK_NOT_FOUND: 'Network Not Found',
      SESSION_EXPIRED: 'Session Expired',
      INVALID_PROJECT_ID: 'Invalid Project ID',
      PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
    }
    for (const [kind, title] of Object.entries(titles)) {
      alerts.show(kind as AlertKind)
      expect(alerts.current?.title).toBe(title)
    }
  })

  it('behavior: known universal-provider errors raise an alert once each', () => {
    const alerts = new AlertStore()
    const alert = { title: 'Session Expired', variant: 'warning' } as const
    expect(alerts.showOnce('wc:a', alert)).toBe(true)
    expect(alerts.showOnce('wc:a', alert)).toBe(false)
    expect(alerts.showOnce('wc:b', alert)).toBe(true)
  })

  describe('scope: an alert belongs to the view and account that raised it', () => {
    const connect = { name: 'Connect' }
    const social = { name: 'ConnectingSocial' }
    const farcaster = { name: 'ConnectingFarcaster' }
    function scoped(view: object | undefined, account?: string) {
      const place = observable.box<AlertPlace>({ view, account }, { deep: false })
      const alerts = new AlertStore()
      alerts.follow(() => place.get())
      const moveTo = (next: AlertPlace) => place.set(next)
      return { alerts, moveTo }
    }

    it('behavior: leaving the view that raised it removes it for good, coming back included', () => {
      const { alerts, moveTo } = scoped(social)
      alerts.show('SOCIALS_TIMEOUT')
      moveTo({ view: social, account: undefined })
      expect(alerts.current?.title).toBe('Social login timed out. Please try again')
      moveTo({ view: connect, account: undefined })
      expect(alerts.current).toBeUndefined()
      moveTo({ view: farcaster, account: undefined })
      moveTo({ view: social, account: undefined })
      expect(alerts.current).toBeUndefined()
    })

    it('behavior: another account connecting, or the account leaving, removes it', () => {
      const { alerts, moveTo } = scoped(connect, 'eip155:1:0xa')
      alerts.show('INVALID_PROJECT_ID')
      moveTo({ view: connect, account: 'eip155:1:0xb' })
      expect(alerts.current).toBeUndefined()
      alerts.show('INVALID_PROJECT_ID')
      moveTo({ view: connect, account: undefined })
      expect(alerts.current).toBeUndefined()
    })

    it('behavior: raised while nothing shows, it belongs to the next view shown, and leaves with it', () => {
      const { alerts, moveTo } = scoped(undefined)
      alerts.show('PROJECT_ID_NOT_CONFIGURED')
      moveTo({ view: connect, account: undefined })
      expect(alerts.current?.title).toBe('Project ID Not Configured')
      moveTo({ view: social, account: undefined })
      expect(alerts.current).toBeUndefined()
    })

    it('behavior: Session Expired stays across views until an account connects', () => {
      const { alerts, moveTo } = scoped(undefined)
      alerts.show('SESSION_EXPIRED')
      moveTo({ view: connect, account: undefined })
      moveTo({ view: social, account: undefined })
      expect(alerts.current?.title).toBe('Session Expired')
      moveTo({ view: social, account: 'eip155:1:0xa' })
      expect(alerts.current).toBeUndefined()
    })

    it('behavior: its flow withdraws it; another kind stays', () => {
      const { alerts } = scoped(social)
      alerts.show('SOCIALS_TIMEOUT')
      alerts.withdraw('NETWORK_NOT_FOUND')
      expect(alerts.current).toBeDefined()
      alerts.withdraw('SOCIALS_TIMEOUT')
      expect(alerts.current).toBeUndefined()
    })

    it('behavior: "once" still means once: an alert its view removed is not raised again', () => {
      const { alerts, moveTo } = scoped(connect)
      expect(alerts.show('ORIGIN_NOT_ALLOWED', { origin: 'https://a.example' })).toBe(true)
      moveTo({ view: social, account: undefined })
      expect(alerts.show('ORIGIN_NOT_ALLOWED', { origin: 'https://a.example' })).toBe(false)
      expect(alerts.current).toBeUndefined()
      expect(alerts.showOnce('wc:a', { title: 'A', variant: 'error' })).toBe(true)
      moveTo({ view: connect, account: undefined })
      expect(alerts.showOnce('wc:a', { title: 'A', variant: 'error' })).toBe(false)
    })
  })
})
