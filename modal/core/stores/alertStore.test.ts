import { describe, expect, it } from 'vitest'
import { type AlertKind, AlertStore } from './alertStore'

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
})
