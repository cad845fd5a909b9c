import { afterAll, describe, expect, it, vi } from 'vitest'
import type { BlockchainApiClient } from './blockchainApi/client'
import { createWirePortico, setUpAppKit, WIRE_ADDRESS, WIRE_PROJECT_ID } from './testing/appKitSide'
import { CHAIN, ETH, HOSTED_API_ANSWERS, USDC } from './testing/hostedApiAnswers'
import { createWireRecorder } from './testing/wireRecorder'

/** How many plain values (strings, numbers, booleans) a read answer holds. */
function valuesIn(value: unknown): number {
  if (value === null || value === undefined) return 0
  if (typeof value !== 'object') return 1
  return Object.values(value).reduce((sum: number, item) => sum + valuesIn(item), 0)
}

type AppKit = ReturnType<typeof setUpAppKit>['BlockchainApiController']

/** One SPEC §7 row: AppKit's call and Portico's for the same action, and how each reads the answer. */
interface WireCase {
  row: string
  appKit: (controller: AppKit) => Promise<unknown>
  portico: (api: BlockchainApiClient) => Promise<unknown>
  /** What AppKit's caller reads of its answer, to compare with what Portico's call resolves to. */
  read?: (answer: unknown) => unknown
}

const onrampCurrencies = {
  purchaseCurrency: { id: 'usdc-id', name: 'USD Coin', symbol: 'USDC', networks: [] },
  paymentCurrency: { id: 'USD', payment_method_limits: [] },
}
const swap = { userAddress: WIRE_ADDRESS, from: ETH, to: USDC }
const message = JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: 1 })
const registration = { coinType: 2147483649, address: WIRE_ADDRESS, message, signature: '0xsig' }
const destinationWallets = [{ address: WIRE_ADDRESS, blockchains: ['ethereum'], assets: ['USDC'] }]
const onrampUrl = {
  destinationWallets,
  partnerUserId: WIRE_ADDRESS,
  defaultNetwork: 'ethereum',
  purchaseAmount: 10,
  paymentAmount: 100,
}

const CASES: WireCase[] = [
  {
    row: 'GET v1/supported-chains',
    appKit: (c) => c.getSupportedNetworks(),
    portico: (a) => a.getSupportedChains(),
  },
  {
    row: 'GET /v1/identity/{address}',
    appKit: (c) => c.fetchIdentity({ address: WIRE_ADDRESS }),
    portico: (a) => a.fetchIdentity({ address: WIRE_ADDRESS, sender: WIRE_ADDRESS }),
  },
  {
    row: 'GET /v1/account/{account}/history',
    appKit: (c) =>
      c.fetchTransactions({ account: WIRE_ADDRESS, cursor: 'cursor-1', chainId: CHAIN }),
    portico: (a) =>
      a.fetchTransactions({ account: WIRE_ADDRESS, cursor: 'cursor-1', chainId: CHAIN }),
  },
  {
    row: 'GET /v1/convert/quotes',
    appKit: (c) => c.fetchSwapQuote({ ...swap, amount: '1000', gasPrice: '1000000000' }),
    portico: (a) => a.fetchSwapQuotes({ ...swap, amount: '1000', gasPrice: '1000000000' }),
  },
  {
    row: 'GET /v1/convert/tokens',
    appKit: (c) => c.fetchSwapTokens({ chainId: CHAIN }),
    portico: (a) => a.fetchSwapTokens({ chainId: CHAIN }),
  },
  {
    row: 'POST /v1/fungible/price',
    appKit: (c) => c.fetchTokenPrice({ addresses: [USDC] }),
    portico: (a) => a.fetchTokenPrice({ addresses: [USDC] }),
  },
  {
    row: 'GET /v1/convert/allowance',
    appKit: (c) => c.fetchSwapAllowance({ tokenAddress: USDC, userAddress: WIRE_ADDRESS }),
    portico: (a) => a.fetchSwapAllowance({ tokenAddress: USDC, userAddress: WIRE_ADDRESS }),
  },
  {
    row: 'GET /v1/convert/gas-price',
    appKit: (c) => c.fetchGasPrice({ chainId: CHAIN }),
    portico: (a) => a.fetchGasPrice({ chainId: CHAIN }),
  },
  {
    row: 'POST /v1/convert/build-transaction',
    appKit: (c) => c.generateSwapCalldata({ ...swap, amount: '1000' }),
    // SPEC §9: slippage 1 percent, which is AppKit's CONVERT_SLIPPAGE_TOLERANCE.
    portico: (a) => a.buildSwapTransaction({ ...swap, amount: '1000', slippage: 1 }),
  },
  {
    row: 'GET /v1/convert/build-approve',
    appKit: (c) => c.generateApproveCalldata(swap),
    portico: (a) => a.buildApproveTransaction(swap),
  },
  {
    row: 'GET /v1/account/{address}/balance',
    appKit: (c) => c.getBalance(WIRE_ADDRESS, CHAIN),
    portico: (a) => a.getBalance({ address: WIRE_ADDRESS, chainId: CHAIN }),
  },
  {
    row: 'GET /v1/profile/account/{name}',
    appKit: (c) => c.lookupEnsName('alice.reown.id'),
    portico: (a) => a.lookupName({ name: 'alice.reown.id' }),
  },
  {
    row: 'GET /v1/profile/reverse/{address}',
    appKit: (c) => c.reverseLookupEnsName({ address: WIRE_ADDRESS }),
    portico: (a) => a.reverseLookupName({ address: WIRE_ADDRESS, sender: WIRE_ADDRESS }),
  },
  {
    row: 'GET /v1/profile/suggestions/{name}',
    appKit: (c) => c.getEnsNameSuggestions('alice'),
    // AppKit asks in its own zone; Portico's names feature passes its zone the same way.
    portico: (a) => a.getNameSuggestions({ name: 'alice', zone: 'reown.id' }),
  },
  {
    row: 'POST /v1/profile/account',
    appKit: (c) => c.registerEnsName(registration as never),
    portico: (a) => a.registerName(registration),
  },
  {
    row: 'POST /v1/generators/onrampurl',
    appKit: (c) => c.generateOnRampURL(onrampUrl),
    portico: (a) => a.generateOnrampUrl(onrampUrl),
  },
  {
    row: 'GET /v1/onramp/options',
    appKit: (c) => c.getOnrampOptions(),
    portico: (a) => a.getOnrampOptions(),
  },
  {
    row: 'POST /v1/onramp/quote',
    appKit: (c) =>
      c.getOnrampQuote({ ...onrampCurrencies, amount: '100', network: 'ethereum' } as never),
    portico: (a) => a.getOnrampQuote({ ...onrampCurrencies, amount: '100', network: 'ethereum' }),
  },
  {
    row: 'GET /v1/sessions/{address}',
    appKit: (c) => c.getSmartSessions(`eip155:1:${WIRE_ADDRESS}`),
    portico: (a) => a.getSmartSessions({ address: `eip155:1:${WIRE_ADDRESS}` }),
    // AppKit's smart-session view lists the answer's `pcis`.
    read: (answer) => (answer as { pcis: unknown }).pcis,
  },
  {
    row: 'POST /v1/sessions/{address}/revoke',
    appKit: (c) => c.revokeSmartSession(WIRE_ADDRESS, 'pci-1', '0xsig'),
    portico: (a) =>
      a.revokeSmartSession({ address: WIRE_ADDRESS, pci: 'pci-1', signature: '0xsig' }),
    // SPEC §7: the answer is not used.
    read: () => undefined,
  },
]

describe('the Blockchain API on the wire: Portico beside AppKit 1.8 (SPEC §7)', () => {
  const wire = createWireRecorder(HOSTED_API_ANSWERS)
  const appKit = setUpAppKit(wire).BlockchainApiController
  const portico = createWirePortico(wire)
  const api = portico.services.api as BlockchainApiClient

  afterAll(() => vi.unstubAllGlobals())

  // In order: the first case reads the supported chains, which both keep; each later case then
  // makes only its own call.
  it.each(CASES)(
    'parameters: $row: the same request, read into the same values',
    async (wireCase) => {
      const appKitAnswer = await wireCase.appKit(appKit)
      const appKitRequests = wire.take()
      const porticoAnswer = await wireCase.portico(api)
      const porticoRequests = wire.take()
      expect(appKitRequests).toHaveLength(1)
      // Method, host, path, every query parameter (projectId, st, sv, the call's own), headers, body.
      expect(porticoRequests).toEqual(appKitRequests)
      // Every value Portico reads is the value AppKit reads (lists item for item); fields Portico
      // has no use for (a history item's nonce, say) it leaves out.
      const appKitRead = (wireCase.read ?? ((answer) => answer))(appKitAnswer)
      expect(appKitRead).toMatchObject(porticoAnswer as object)
      if (appKitRead !== undefined) expect(valuesIn(porticoAnswer)).toBeGreaterThan(0)
    },
  )

  it('parameters: a client id, once set, goes on every call, GET and POST alike', async () => {
    appKit.setClientId('client-7')
    const { createBlockchainApiClient } = await import('./blockchainApi/client')
    const withClientId = createBlockchainApiClient({
      fetch: wire.fetch,
      clock: portico.deps.clock,
      baseUrl: 'https://rpc.walletconnect.org',
      projectId: WIRE_PROJECT_ID,
      sdkType: portico.options.sdkType ?? 'portico',
      sdkVersion: portico.options.sdkVersion ?? '0.1.0',
      clientId: () => 'client-7',
      getActiveCaipNetworkId: () => CHAIN,
    })
    await withClientId.getSupportedChains()
    wire.take()
    for (const wireCase of CASES.filter((c) => /onramp\/quote|convert\/tokens/.test(c.row))) {
      await wireCase.appKit(appKit)
      const appKitRequests = wire.take()
      await wireCase.portico(withClientId)
      expect(wire.take()).toEqual(appKitRequests)
      expect(appKitRequests[0]?.query).toContainEqual(['clientId', ['client-7']])
    }
    appKit.setClientId(null as never)
  })
})
