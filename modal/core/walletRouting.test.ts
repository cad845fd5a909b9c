import { describe, expect, it } from 'vitest'
import type { AdapterConnector, AdapterRequest } from './chains/chainAdapter'
import { isPorticoError } from './errors/porticoError'
import { runRequest } from './requests/requestFlow'
import { setupPortico } from './stores/testing/setup'
import { usesEmbeddedWallet } from './walletRouting'

const SIGN = { method: 'personal_sign', params: ['0x68656c6c6f', '0x1111'] }

async function connected(connector: AdapterConnector) {
  const test = setupPortico()
  const sent: AdapterRequest[] = []
  test.evm.connectors = [connector]
  test.evm.request = async (request) => {
    sent.push(request)
    return '0xsignature'
  }
  await test.portico.loadConnectors()
  await test.portico.connection.connect('eip155', connector.id)
  // The embedded wallet hands the gate its flow when it is set up (EmbeddedAuth).
  if (connector.type === 'AUTH') test.portico.requests.installFlow(runRequest)
  return { ...test, sent }
}

describe('portico.request routing (SPEC §6: approval for the embedded wallet only)', () => {
  it('default: an extension wallet gets the request directly; no approval view opens', async () => {
    const { portico, sent } = await connected({ id: 'io.alpha', name: 'Alpha', type: 'ANNOUNCED' })
    expect(usesEmbeddedWallet(portico.chains, 'eip155')).toBe(false)
    await expect(portico.request(SIGN)).resolves.toBe('0xsignature')
    expect(sent).toEqual([SIGN])
    expect(portico.modal.isOpen).toBe(false)
    expect(portico.requests.pending).toEqual([])
  })

  it('behavior: a WalletConnect wallet gets any method directly, even one the embedded wallet refuses', async () => {
    const { portico, sent } = await connected({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'EXTERNAL',
    })
    const custom = { method: 'wallet_watchAsset', params: [] }
    await expect(portico.request(custom)).resolves.toBe('0xsignature')
    expect(sent).toEqual([custom])
    expect(portico.modal.isOpen).toBe(false)
  })

  it('behavior: the embedded (AUTH) wallet waits on ApproveTransaction; rejecting sends nothing', async () => {
    const { portico, sent } = await connected({ id: 'AUTH', name: 'E-mail', type: 'AUTH' })
    expect(usesEmbeddedWallet(portico.chains, 'eip155')).toBe(true)
    const answer = portico.request(SIGN)
    expect(portico.router.view).toBe('ApproveTransaction')
    expect(portico.requests.pending).toHaveLength(1)
    portico.requests.reject()
    const error = await answer.catch((e: unknown) => e)
    expect(isPorticoError(error) && error.code).toBe('USER_REJECTED')
    expect(sent).toEqual([])
  })

  it('behavior: the embedded wallet sends an approved request', async () => {
    const { portico, sent } = await connected({ id: 'AUTH', name: 'E-mail', type: 'AUTH' })
    const answer = portico.request(SIGN)
    portico.requests.approve()
    await expect(answer).resolves.toBe('0xsignature')
    expect(sent).toEqual([SIGN])
  })
})
