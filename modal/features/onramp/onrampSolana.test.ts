import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { createFakeFetch } from '../../core/services/testing/fakeFetch'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import { mainnet, solanaMainnet } from '../../core/stores/testing/fixtures'
import { shownWalletFeatures } from '../../ui/visibility/visibility'
import { ONRAMP_WATCH_INTERVAL_MS } from './onrampPurchase'
import { onrampStoreOf } from './onrampStore'
import { onrampRoutes } from './testing'

const SOLANA_ADDRESS = '8czM2JGALYfzwNm2WezKHs8WuU54YguFpqXqvAZ9j1Fw'
const HISTORY = `GET /v1/account/${SOLANA_ADDRESS}/history`
const solanaNetwork = { name: 'solana', display_name: 'Solana', chain_id: '', contract_address: '' }
const ethereumNetwork = {
  name: 'ethereum',
  display_name: 'Ethereum',
  chain_id: '1',
  contract_address: '',
}

/** A visitor connected on Solana, over a Blockchain API that sells SOL on solana and ETH. */
async function solanaVisitor(history: () => unknown[]) {
  const routes = onrampRoutes({
    'GET /v1/supported-chains': {
      json: { http: ['eip155:1', solanaMainnet.caipNetworkId], ws: [] },
    },
    'GET /v1/onramp/options': {
      json: {
        purchaseCurrencies: [
          { id: 'sol', name: 'Solana', symbol: 'SOL', networks: [solanaNetwork] },
          { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [ethereumNetwork] },
        ],
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: [{ id: 'CARD', min: '10.00', max: '7500.00' }] },
        ],
      },
    },
    [HISTORY]: () => ({ json: { data: history() } }),
  })
  const fetch = createFakeFetch(routes)
  const clock = new ManualClock(1_000_000)
  const solana = new FakeAdapter('solana')
  solana.address = SOLANA_ADDRESS
  solana.chainId = String(solanaMainnet.id)
  const portico = createPortico(
    {
      projectId: 'test-project',
      networks: [mainnet, solanaMainnet],
      adapters: { eip155: async () => new FakeAdapter('eip155'), solana: async () => solana },
      endpoints: { api: 'http://127.0.0.1:4100', walletApi: 'http://127.0.0.1:4200' },
    },
    { clock, storage: createMemoryStorage(), fetch: fetch.fetch },
  )
  await portico.loadConnectors()
  await portico.connection.connect('solana', 'injected')
  return { portico, fetch, clock }
}

describe('Buy crypto on Solana (SPEC §9: onramp namespaces eip155 and solana)', () => {
  it('behavior: SOL alone is offered, Buy asks a checkout that credits the Solana account on solana, and the deposit is seen', async () => {
    let deposits: unknown[] = []
    const { portico, fetch, clock } = await solanaVisitor(() => deposits)
    expect(portico.chains.activeNamespace).toBe('solana')
    expect(shownWalletFeatures(portico)).toContain('onramp')

    const onramp = onrampStoreOf(portico)
    await onramp.load()
    expect(onramp.currencies.map((c) => c.symbol)).toEqual(['SOL'])
    onramp.setAmount('50')
    await onramp.buy()
    expect(onramp.purchase.phase).toBe('waiting')
    const body = fetch.callsTo('POST /v1/generators/onrampurl')[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({
      destinationWallets: [{ address: SOLANA_ADDRESS, blockchains: ['solana'], assets: ['SOL'] }],
      defaultNetwork: 'solana',
      presetFiatAmount: 50,
    })
    expect(fetch.callsTo(HISTORY)[0]?.params.onramp).toBe('coinbase')

    deposits = [
      {
        id: 'sig1',
        metadata: { minedAt: '2026-01-01T00:00:00Z', operationType: 'receive' },
        transfers: [{ quantity: { numeric: '0.25' } }],
      },
    ]
    clock.advance(ONRAMP_WATCH_INTERVAL_MS)
    await expect.poll(() => onramp.purchase.phase).toBe('done')
    expect(onramp.purchase.deposit?.id).toBe('sig1')
  })
})
