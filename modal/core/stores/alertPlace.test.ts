import { describe, expect, it } from 'vitest'
import { setupPortico } from './testing/setup'

describe('alert place (an alert stays with the flow that raised it)', () => {
  it('default: an alert raised on a view shows while the visitor stays there', () => {
    const { portico } = setupPortico()
    portico.open({ view: 'ConnectingSocial' })
    portico.alerts.show('SOCIALS_TIMEOUT')
    expect(portico.alerts.current?.title).toBe('Social login timed out. Please try again')
  })

  it('behavior: Back, then another flow (Farcaster): the alert is gone and does not come back', () => {
    const { portico } = setupPortico()
    portico.open()
    portico.router.push('ConnectingSocial')
    portico.alerts.show('SOCIALS_TIMEOUT')
    portico.router.goBack()
    expect(portico.alerts.current).toBeUndefined()
    portico.router.push('ConnectingFarcaster')
    expect(portico.alerts.current).toBeUndefined()
  })

  it('behavior: closing the modal ends the flow; reopening shows no old alert', () => {
    const { portico } = setupPortico()
    portico.open({ view: 'Account' })
    portico.alerts.show('INVALID_PROJECT_ID')
    portico.close()
    portico.open()
    expect(portico.alerts.current).toBeUndefined()
  })

  it('behavior: a wallet connecting removes the alert of the visit before', async () => {
    const test = setupPortico()
    test.portico.open()
    test.portico.alerts.show('NETWORK_NOT_FOUND')
    await test.portico.loadConnectors()
    await test.portico.connection.connect('eip155', test.evm.connectors[0]!.id)
    expect(test.portico.connection.status('eip155')).toBe('connected')
    expect(test.portico.alerts.current).toBeUndefined()
  })

  it('behavior: Project ID Not Configured, raised on opening, shows on the first view', () => {
    const { portico } = setupPortico({ projectId: '' })
    portico.open()
    expect(portico.alerts.current?.title).toBe('Project ID Not Configured')
    portico.router.push('AllWallets')
    expect(portico.alerts.current).toBeUndefined()
  })

  it('behavior: destroy stops the watcher', () => {
    const { portico } = setupPortico()
    portico.open({ view: 'ConnectingSocial' })
    portico.alerts.show('SOCIALS_TIMEOUT')
    portico.destroy()
    portico.router.push('Connect')
    expect(portico.alerts.current).toBeDefined()
  })
})
