import { describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../../clock/manualClock'
import { createFakeFetch } from '../testing/fakeFetch'
import { createBlockchainApiClient } from './client'
import { lazyBlockchainApiClient } from './lazyClient'

function setup() {
  const fake = createFakeFetch({
    'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
  })
  const config = {
    fetch: fake.fetch,
    clock: new ManualClock(),
    baseUrl: 'http://127.0.0.1:4100',
    projectId: 'p1',
    sdkType: 'portico',
    sdkVersion: '0.1.0',
    getActiveCaipNetworkId: () => 'eip155:1' as const,
  }
  const load = vi.fn(async () => createBlockchainApiClient)
  return { fake, load, api: lazyBlockchainApiClient(config, load) }
}

describe('lazyBlockchainApiClient', () => {
  it('default: loads the client on the first call only, and answers as the client does', async () => {
    const { fake, load, api } = setup()
    expect(load).not.toHaveBeenCalled()
    expect(await api.getSupportedChains()).toEqual({ http: ['eip155:1'], ws: [] })
    await api.getSupportedChains()
    expect(load).toHaveBeenCalledTimes(1)
    expect(fake.calls.length).toBeGreaterThan(0)
  })

  it('behavior: it is no thenable, and clearCaches before any call loads nothing', async () => {
    const { load, api } = setup()
    expect(await Promise.resolve(api)).toBe(api)
    api.clearCaches()
    expect(load).not.toHaveBeenCalled()
  })
})
