import { autorun } from 'mobx'
import { describe, expect, it, vi } from 'vitest'
import { PorticoError } from '../../core/errors/porticoError'
import { setupPortico } from '../../core/stores/testing/setup'
import { issuePairingUri, type PairingUri } from './pairingUri'
import type { WalletConnectSession } from './transport'
import { TypedEmitter } from './typedEmitter'
import { WalletConnectPairing } from './walletConnectPairing'

const peerSession: WalletConnectSession = {
  topic: 'session-1',
  pairingTopic: 'pairing-1',
  expiry: 2_000_000_000,
  peer: {
    name: 'Phone Wallet',
    url: 'https://phone.invalid',
    icons: ['https://phone.invalid/i.png'],
  },
  namespaces: {},
}

/** A connector whose proposals the test answers: each connect shows a URI and waits. */
function setup() {
  const t = setupPortico()
  const events = new TypedEmitter<{ uri: PairingUri }>()
  const connector = {
    currentUri: undefined as PairingUri | undefined,
    session: undefined as WalletConnectSession | undefined,
    disconnects: 0,
    on: (event: 'uri', listener: (pairing: PairingUri) => void) => events.on(event, listener),
    async disconnect() {
      connector.disconnects++
      connector.currentUri = undefined
    },
  }
  let answer: { approve(): void; reject(error: unknown): void } | undefined
  let proposals = 0
  t.evm.connectors = [{ id: 'walletConnect', name: 'WalletConnect', type: 'EXTERNAL' }]
  t.evm.connect = async ({ connectorId }) => {
    const pairing = issuePairingUri(`wc:${++proposals}@2`, t.clock.now())
    connector.currentUri = pairing
    events.emit('uri', pairing)
    await new Promise<void>((resolve, reject) => {
      answer = {
        approve: () => {
          connector.session = peerSession
          resolve()
        },
        reject,
      }
    })
    return t.evm.connection(connectorId)
  }
  const pairing = new WalletConnectPairing(t.portico, connector)
  t.portico.attachPorts({ pairing })
  // The wallet has been asked for its `n`th proposal: the connect attempts' code and the adapter
  // load first, in a number of tasks no test should count.
  const proposed = (n: number) => vi.waitFor(() => expect(proposals).toBe(n))
  return { ...t, connector, pairing, answer: () => answer, proposed }
}

describe('WalletConnectPairing', () => {
  it('default: no URI on show, which counts as expired', () => {
    const { pairing } = setup()
    expect(pairing.currentUri).toBeUndefined()
    expect(pairing.expiresAt).toBeUndefined()
    expect(pairing.isExpired()).toBe(true)
  })

  it('behavior: the URI is observable, expires on the clock, and a pairing connects the core', async () => {
    const { portico, pairing, clock, answer, proposed, storage } = setup()
    const shown: (string | undefined)[] = []
    autorun(() => shown.push(pairing.currentUri?.uri))
    portico.open()
    const connected = pairing.connect()
    await proposed(1)
    expect(shown).toEqual([undefined, 'wc:1@2'])
    expect(pairing.expiresAt).toBe(clock.now() + 240_000)
    clock.advance(229_999)
    expect(pairing.isExpired()).toBe(false)
    clock.advance(1)
    expect(pairing.isExpired()).toBe(true)
    answer()?.approve()
    expect((await connected).connectorId).toBe('walletConnect')
    expect(portico.connection.status('eip155')).toBe('connected')
    expect(shown.at(-1)).toBeUndefined()
    expect(portico.modal.isOpen).toBe(false)
    expect(portico.connectors.recentWallets).toEqual([
      {
        id: 'https://phone.invalid',
        name: 'Phone Wallet',
        installed: false,
        image_url: 'https://phone.invalid/i.png',
      },
    ])
    expect(storage.writes.some((key) => key.endsWith('recentWallets'))).toBe(true)
  })

  it('behavior: a declined session rejects with the typed error and a retry pairs', async () => {
    const { portico, pairing, answer, proposed } = setup()
    const first = pairing.connect()
    await proposed(1)
    answer()?.reject(new PorticoError('USER_REJECTED', { details: 'declined' }))
    await expect(first).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(portico.connection.status('eip155')).toBe('disconnected')
    expect(pairing.currentUri).toBeUndefined()
    const retry = pairing.connect()
    await proposed(2)
    expect(pairing.currentUri?.uri).toBe('wc:2@2')
    answer()?.approve()
    await retry
    expect(portico.connection.status('eip155')).toBe('connected')
  })

  it('behavior: a second connect while one waits joins it; the chosen listing wallet becomes recent', async () => {
    const { portico, pairing, answer, proposed } = setup()
    portico.router.push('ConnectingWalletConnect', {
      wallet: { id: 'rainbow-id', name: 'Rainbow', image_id: 'img-1' },
    })
    const a = pairing.connect()
    const b = pairing.connect()
    expect(a).toBe(b)
    await proposed(1)
    answer()?.approve()
    await a
    expect(portico.connectors.recentWallets[0]).toEqual({
      id: 'rainbow-id',
      name: 'Rainbow',
      installed: false,
      image_id: 'img-1',
    })
  })

  it('behavior: disconnect resets the pairing; a settled session is not ended by a reset', async () => {
    const { portico, pairing, connector, proposed } = setup()
    void pairing.connect().catch(() => undefined)
    await proposed(1)
    expect(pairing.currentUri).toBeDefined()
    await portico.connection.disconnect()
    expect(pairing.currentUri).toBeUndefined()
    expect(connector.disconnects).toBe(1)
    connector.session = peerSession
    await pairing.reset()
    expect(connector.disconnects).toBe(1)
  })

  it('behavior: the deep-link choice is stored, read back by a new instance, gone after disconnect', async () => {
    const { pairing, portico, storage } = setup()
    pairing.rememberDeepLink({ href: 'rainbow://', name: 'Rainbow' })
    expect(storage.raw.getItem('@portico/deepLinkChoice')).toBe(
      '{"href":"rainbow://","name":"Rainbow"}',
    )
    // What the next page load finds (same storage, a new port over it).
    const connector = {
      currentUri: undefined,
      session: undefined,
      on: () => () => {},
      disconnect: async () => {},
    }
    const reloaded = new WalletConnectPairing(portico, connector)
    expect(reloaded.deepLinkChoice).toEqual({ href: 'rainbow://', name: 'Rainbow' })
    await portico.connection.disconnect()
    expect(reloaded.deepLinkChoice).toBeUndefined()
  })
})
