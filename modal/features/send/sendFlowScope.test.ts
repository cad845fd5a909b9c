import { describe, expect, it } from 'vitest'
import { sendStoreFor } from './sendStoreFor'
import { connectedForSend, RECEIVER } from './testing'

/** A send the wallet refused, on the preview: the error the flow shows. */
async function refusedSend() {
  const test = await connectedForSend()
  const store = sendStoreFor(test.portico)
  test.portico.open({ view: 'Send' })
  test.portico.router.push('SendPreview')
  store.setReceiver(RECEIVER)
  store.setAmount('0.5')
  await store.review()
  test.transfers.error = { code: 4200, message: 'unsupported' }
  expect(await store.send()).toBe(false)
  expect(store.error?.code).toBe('WALLET_UNSUPPORTED_METHOD')
  return { ...test, store }
}

describe('send flow scope (an error stays with the send flow)', () => {
  it('default: back on the form, still in the flow, the error stays', async () => {
    const { portico, store } = await refusedSend()
    portico.router.goBack()
    expect(portico.router.view).toBe('Send')
    expect(store.error).toBeDefined()
  })

  it('behavior: leaving the flow for the Account view drops the error; Send opens clean', async () => {
    const { portico, store } = await refusedSend()
    portico.router.reset('Account')
    expect(store.error).toBeUndefined()
    expect(store.status).toBe('editing')
    portico.router.push('Send')
    expect(store.error).toBeUndefined()
  })

  it('behavior: closing the modal drops the error', async () => {
    const { portico, store } = await refusedSend()
    portico.close()
    expect(store.error).toBeUndefined()
  })
})
