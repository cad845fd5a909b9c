import { describe, expect, it } from 'vitest'
import { AlertStore } from '../../stores/alertStore'
import { watchProjectRefusal } from './projectRefusal'

const answering = (status: number) => async () => new Response('{}', { status })

describe('watchProjectRefusal', () => {
  it('default: other answers pass through and raise nothing', async () => {
    const alerts = new AlertStore()
    const fetch = watchProjectRefusal(answering(500), () => alerts.show('INVALID_PROJECT_ID'))
    expect((await fetch('http://127.0.0.1:1/v1/x')).status).toBe(500)
    expect(alerts.current).toBeUndefined()
  })

  it('behavior: the API refusing the project id (401) shows "Invalid Project ID" once', async () => {
    const alerts = new AlertStore()
    const fetch = watchProjectRefusal(answering(401), () => alerts.show('INVALID_PROJECT_ID'))
    expect((await fetch('http://127.0.0.1:1/v1/x')).status).toBe(401)
    expect(alerts.current?.title).toBe('Invalid Project ID')
    alerts.close()
    await fetch('http://127.0.0.1:1/v1/y')
    expect(alerts.current).toBeUndefined()
  })

  it('behavior: a signed call refused with 401 (a name registration, a revoke) is not a refused project', async () => {
    const alerts = new AlertStore()
    const fetch = watchProjectRefusal(answering(401), () => alerts.show('INVALID_PROJECT_ID'))
    const post = { method: 'POST', body: '{}' }
    const base = 'http://127.0.0.1:1/v1'
    expect((await fetch(`${base}/profile/account?projectId=p`, post)).status).toBe(401)
    await fetch(`${base}/sessions/0xabc/revoke?projectId=p`, post)
    expect(alerts.current).toBeUndefined()
    // A read of a profile answering 401 still is the project's refusal.
    await fetch(`${base}/profile/account/bob.portico.id?projectId=p`)
    expect(alerts.current?.title).toBe('Invalid Project ID')
  })
})
