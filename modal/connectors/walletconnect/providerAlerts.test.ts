import { describe, expect, it } from 'vitest'
import { AlertStore } from '../../core/stores/alertStore'
import { providerAlertRaiser, providerErrorAlert } from './providerAlerts'

const closed = (reason: string) =>
  `WebSocket connection closed abnormally with code: 3000 (${reason})`

describe('providerErrorAlert', () => {
  it('default: the relay refusing the project id is "Invalid Project ID"', () => {
    expect(providerErrorAlert(closed('Unauthorized: invalid key'))).toBe('INVALID_PROJECT_ID')
  })

  it('parameters: a token out of its window is "Session Expired", a foreign origin the allowlist alert', () => {
    expect(providerErrorAlert(closed('JWT validation error: JWT Token is not yet valid'))).toBe(
      'SESSION_EXPIRED',
    )
    expect(providerErrorAlert(closed('Unauthorized: origin not allowed'))).toBe(
      'ORIGIN_NOT_ALLOWED',
    )
    expect(providerErrorAlert('WebSocket connection failed for host: 127.0.0.1')).toBeUndefined()
  })
})

describe('providerAlertRaiser', () => {
  it('behavior: each known error shows its alert once, with the SPEC §8 wording', () => {
    const alerts = new AlertStore()
    const raise = providerAlertRaiser(alerts, 'https://site.example')
    expect(raise(closed('Unauthorized: invalid key'))).toBe(true)
    expect(alerts.current?.title).toBe('Invalid Project ID')
    alerts.close()
    expect(raise(closed('Unauthorized: invalid key'))).toBe(false)
    expect(alerts.current).toBeUndefined()
    expect(raise(closed('JWT validation error: JWT Token is not yet valid'))).toBe(true)
    expect(alerts.current?.title).toBe('Session Expired')
    expect(alerts.current?.description).toBe(
      'Your session is invalid. Check your time settings and reconnect',
    )
  })

  it('behavior: an unknown error raises nothing', () => {
    const alerts = new AlertStore()
    expect(providerAlertRaiser(alerts, 'https://site.example')('socket hang up')).toBe(false)
    expect(alerts.current).toBeUndefined()
  })
})
