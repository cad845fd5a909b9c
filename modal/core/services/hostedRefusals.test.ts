import { afterAll, describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import type { BlockchainApiClient } from './blockchainApi/client'
import { createWirePortico, setUpAppKit, WIRE_ADDRESS } from './testing/appKitSide'
import { createWireRecorder } from './testing/wireRecorder'
import type { WalletListingClient } from './walletListing/client'

/**
 * The hosted services' refusals, in the shapes they answer: the wallet-provider API answers an
 * unknown or banned project id with 403 and the bare text `Forbidden` (reown-com/appkit#1375,
 * WalletConnect/Web3ModalFlutter#70); the Blockchain API answers 401; the analytics host
 * answers 403 to an origin that is not on the project's allowlist. AppKit 1.8's client fails
 * each with "HTTP status code: {n}", and so does Portico, which also raises SPEC §8's alert once.
 */
const REFUSALS = {
  'GET /getWallets': { status: 403, bytes: 'Forbidden' },
  'GET /getAnalyticsConfig': { json: { isAnalyticsEnabled: true } },
  'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
  [`GET /v1/account/${WIRE_ADDRESS}/balance`]: { status: 401, bytes: 'Unauthorized' },
  'POST /e': { status: 403, bytes: 'Forbidden' },
}

describe('hosted refusals (SPEC §8)', () => {
  const wire = createWireRecorder(REFUSALS)
  const appKit = setUpAppKit(wire)
  afterAll(() => vi.unstubAllGlobals())

  it('behavior: a refused project fails as in AppKit and shows "Invalid Project ID" once, whichever service refused', async () => {
    const portico = createWirePortico(wire)
    const listing = portico.services.walletListing as WalletListingClient
    const api = portico.services.api as BlockchainApiClient

    const appKitListing = await appKit.ApiController.fetchWallets({ page: 1, entries: 4 }).catch(
      (error: Error) => error.message,
    )
    const porticoListing = await listing.fetchWallets({ page: 1 }).catch((e: Error) => e.message)
    expect(porticoListing).toBe(appKitListing)
    expect(porticoListing).toBe('HTTP status code: 403')
    expect(portico.alerts.current?.title).toBe('Invalid Project ID')
    portico.alerts.close()

    const appKitBalance = await appKit.BlockchainApiController.getBalance(WIRE_ADDRESS, 'eip155:1')
      .then(() => 'resolved')
      .catch((error: Error) => error.message)
    const porticoBalance = await api
      .getBalance({ address: WIRE_ADDRESS, chainId: 'eip155:1' })
      .then(() => 'resolved')
      .catch((error: Error) => error.message)
    expect(porticoBalance).toBe(appKitBalance)
    expect(porticoBalance).toBe('HTTP status code: 401')
    expect(portico.alerts.current).toBeUndefined()
  })

  it('behavior: the analytics host refusing the origin shows "Invalid App Configuration" once, naming it', async () => {
    vi.stubGlobal('location', { href: 'https://shop.example/cart', hostname: 'shop.example' })
    const portico = createWirePortico(wire, { features: { analytics: true } }, new ManualClock())
    const event = { type: 'track', event: 'MODAL_OPEN', properties: {} } as const
    expect(await portico.services.analytics.sendEvent(event)).toBe(false)
    expect(portico.alerts.current).toMatchObject({
      title: 'Invalid App Configuration',
      description: 'The origin https://shop.example is not on the allowlist of this project',
    })
    portico.alerts.close()
    await portico.services.analytics.sendEvent(event)
    expect(portico.alerts.current).toBeUndefined()
  })
})
