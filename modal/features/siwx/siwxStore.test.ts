import { describe, expect, it, vi } from 'vitest'
import { recordEvents } from '../../core/events/testing/recordEvents'
import { connectTestWallet } from '../../ui/views/testing/createTestPortico'
import { siwxStoreOf } from './siwxStore'
import { createSiwxTestPortico } from './testing'

const ADDRESS = '0x1111111111111111111111111111111111111111'

describe('SiwxStore', () => {
  it('default: connecting without a session opens SIWXSignMessage, and closing is refused while required', async () => {
    const { portico } = createSiwxTestPortico({ required: true })
    await connectTestWallet({ portico } as never)
    await vi.waitFor(() => expect(portico.router.view).toBe('SIWXSignMessage'))
    expect(portico.modal.isOpen).toBe(true)
    expect(portico.close()).toBe(false)
  })

  it('behavior: Sign writes a CAIP-122 message, stores the session and closes the modal', async () => {
    const test = createSiwxTestPortico({ required: true })
    const { portico, signed, siwx } = test
    await connectTestWallet(test)
    await vi.waitFor(() => expect(portico.router.view).toBe('SIWXSignMessage'))
    await siwxStoreOf(portico).sign()
    expect(signed[0]).toContain('shop.test wants you to sign in with your Ethereum account:')
    expect(signed[0]).toContain(`${ADDRESS}\n\nSign in to Demo Shop\n\nURI: https://shop.test`)
    expect(signed[0]).toMatch(
      /Version: 1\nChain ID: 1\nNonce: \w{16}\nIssued At: .+Z\nExpiration Time: .+Z$/,
    )
    expect(await siwx.getSessions!('eip155:1', ADDRESS)).toHaveLength(1)
    expect(portico.signIn.hasSession).toBe(true)
    expect(portico.modal.isOpen).toBe(false)
  })

  it('behavior: a stored session is found on reconnect and nothing opens', async () => {
    const test = createSiwxTestPortico({ required: false })
    const { portico, siwx } = test
    const message = await siwx.createMessage!({ accountAddress: ADDRESS, chainId: 'eip155:1' })
    const { toString: _, ...data } = message
    await siwx.addSession!({ data, message: String(message), signature: '0x01' })
    await connectTestWallet(test)
    await vi.waitFor(() => expect(portico.signIn.hasSession).toBe(true))
    expect(portico.modal.isOpen).toBe(false)
  })

  it('behavior: switching to a chain without a session asks again', async () => {
    const test = createSiwxTestPortico({ required: true })
    const { portico, adapter } = test
    await connectTestWallet(test)
    await vi.waitFor(() => expect(portico.router.view).toBe('SIWXSignMessage'))
    await siwxStoreOf(portico).sign()
    expect(portico.modal.isOpen).toBe(false)
    adapter.emit({ type: 'chainChanged', chainId: '8453' })
    await vi.waitFor(() => expect(portico.modal.isOpen).toBe(true))
    expect(portico.router.view).toBe('SIWXSignMessage')
    expect(portico.chains.activeCaipAddress).toBe(`eip155:8453:${ADDRESS}`)
    expect(portico.signIn.isPending).toBe(true)
  })

  it('behavior: a declined signature says "Signature declined" and records SIWX_AUTH_ERROR', async () => {
    const test = createSiwxTestPortico({ required: true })
    const { portico, adapter } = test
    adapter.signMessage = async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 }))
    await connectTestWallet(test)
    await vi.waitFor(() => expect(portico.router.view).toBe('SIWXSignMessage'))
    const events = recordEvents(test)
    await siwxStoreOf(portico).sign()
    expect(portico.snackbar.message).toBe('Signature declined')
    expect(siwxStoreOf(portico).errorCode).toBe('SIGNATURE_DECLINED')
    expect(events.fed()).toEqual(['SIWX_AUTH_ERROR'])
    await vi.waitFor(() => expect(events.missingFromAnalytics()).toEqual([]))
    expect(portico.modal.isOpen).toBe(true)
  })

  it('behavior: a smart account that fails to sign hears "This application might not support Smart Accounts"', async () => {
    const test = createSiwxTestPortico({ required: true })
    const { portico, adapter } = test
    adapter.signMessage = async () => Promise.reject(new Error('1271 unsupported'))
    await connectTestWallet(test)
    portico.chains.setAccount('eip155', {
      allAccounts: [{ address: ADDRESS, type: 'smartAccount' }],
    })
    await vi.waitFor(() => expect(portico.router.view).toBe('SIWXSignMessage'))
    await siwxStoreOf(portico).sign()
    expect(portico.snackbar.message).toBe('This application might not support Smart Accounts')
  })

  it('behavior: a failure to read sessions says the init failed and disconnects', async () => {
    const test = createSiwxTestPortico({
      required: true,
      wrap: (siwx) => ({ ...siwx, getSessions: () => Promise.reject(new Error('down')) }),
    })
    const { portico } = test
    await connectTestWallet(test)
    await vi.waitFor(() => expect(portico.connection.status('eip155')).toBe('disconnected'))
    expect(portico.snackbar.message).toBe(
      'A problem occurred while trying initialize authentication',
    )
    await vi.waitFor(() => expect(portico.modal.isOpen).toBe(false))
  })

  it('behavior: Sign records SIWX_AUTH_SUCCESS; Cancel records CLICK_CANCEL_SIWX', async () => {
    const test = createSiwxTestPortico({ required: false })
    const { portico } = test
    await connectTestWallet(test)
    await vi.waitFor(() => expect(portico.router.view).toBe('SIWXSignMessage'))
    const events = recordEvents(test)
    await siwxStoreOf(portico).cancel()
    expect(portico.modal.isOpen).toBe(false)
    expect(portico.connection.status('eip155')).toBe('connected')
    portico.open({ view: 'SIWXSignMessage' })
    await siwxStoreOf(portico).sign()
    const fed = events.fed()
    expect(fed.filter((name) => name.includes('SIWX'))).toEqual([
      'CLICK_CANCEL_SIWX',
      'SIWX_AUTH_SUCCESS',
    ])
    await vi.waitFor(() => expect(events.missingFromAnalytics()).toEqual([]))
  })

  it('behavior: a message that cannot be created (nonce server down) is an init failure: disconnected, the modal left open on Connect with the message', async () => {
    const test = createSiwxTestPortico({
      required: true,
      wrap: (siwx) => ({ ...siwx, createMessage: () => Promise.reject(new Error('nonce down')) }),
    })
    const { portico } = test
    await connectTestWallet(test)
    await vi.waitFor(() => expect(portico.router.view).toBe('SIWXSignMessage'))
    await siwxStoreOf(portico).sign()
    expect(portico.connection.status('eip155')).toBe('disconnected')
    expect(portico.snackbar.message).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(portico.modal.isOpen).toBe(true)
    expect(portico.router.view).toBe('Connect')
    expect(portico.close()).not.toBe(false)
  })
})
