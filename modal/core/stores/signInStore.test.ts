import { describe, expect, it } from 'vitest'
import { setupPortico } from './testing/setup'

describe('SignInStore', () => {
  it('default: sign-in not required, no session, nothing pending', () => {
    const { portico } = setupPortico()
    expect(portico.signIn.required).toBe(false)
    expect(portico.signIn.isPending).toBe(false)
  })

  it('parameters: siwx.required makes sign-in pending until a session exists', () => {
    const { portico } = setupPortico({ siwx: { required: true, clearSessions() {} } })
    expect(portico.signIn.isPending).toBe(true)
    portico.signIn.setHasSession(true)
    expect(portico.signIn.isPending).toBe(false)
  })

  it('behavior: closing on SIWXSignMessage is refused while a required sign-in is missing', () => {
    const { portico } = setupPortico({ siwx: { required: true, clearSessions() {} } })
    portico.open({ view: 'SIWXSignMessage' })
    expect(portico.close()).toBe(false)
    expect(portico.modal.isOpen).toBe(true)
    expect(portico.modal.shake).toBe(true)
  })
})
