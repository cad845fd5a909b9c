import { describe, expect, it } from 'vitest'
import { connectTestWallet, createTestPortico } from '../../ui/views/testing/createTestPortico'
import { revokeMessage } from './revokeMessage'
import { smartSessionsStoreOf } from './smartSessionsStore'

const ADDRESS = '0x1111111111111111111111111111111111111111'

async function setup(smartSessions: boolean) {
  const test = createTestPortico({
    options: { features: { smartSessions } },
    routes: {
      'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
      [`GET /v1/sessions/${ADDRESS}`]: { json: { pcis: [{ pci: 'pci-1' }, { pci: 'pci-2' }] } },
      [`POST /v1/sessions/${ADDRESS}/revoke`]: { json: { success: true } },
    },
  })
  const signed: string[] = []
  test.adapter.signMessage = async ({ message }) => {
    signed.push(message)
    return '0xsigned'
  }
  await connectTestWallet(test)
  return { ...test, signed }
}

describe('SmartSessionsStore', () => {
  it('default: off unless the host turns smartSessions on; nothing is fetched then', async () => {
    const { portico, fetch } = await setup(false)
    const store = smartSessionsStoreOf(portico)
    await store.load()
    expect(store.enabled).toBe(false)
    expect(fetch.callsTo(`GET /v1/sessions/${ADDRESS}`)).toHaveLength(0)
  })

  it('behavior: lists the sessions and revokes one with a wallet signature', async () => {
    const { portico, fetch, signed } = await setup(true)
    const store = smartSessionsStoreOf(portico)
    await store.load()
    expect(store.sessions.map((s) => s.pci)).toEqual(['pci-1', 'pci-2'])
    await store.revoke('pci-1')
    expect(signed).toEqual([revokeMessage('pci-1')])
    expect(fetch.callsTo(`POST /v1/sessions/${ADDRESS}/revoke`)[0]?.body).toEqual({
      pci: 'pci-1',
      signature: '0xsigned',
    })
    expect(store.sessions.map((s) => s.pci)).toEqual(['pci-2'])
  })
})
