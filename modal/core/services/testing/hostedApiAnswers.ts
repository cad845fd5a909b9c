import { WIRE_ADDRESS } from './appKitSide'
import type { WireAnswer } from './wireRecorder'

export const CHAIN = 'eip155:1'
export const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const HISTORY_PATH = `/v1/account/${WIRE_ADDRESS}/history`
const token = { name: 'USD Coin', symbol: 'USDC', chainId: CHAIN, address: USDC }

/** The hosted Blockchain API's answers, one per SPEC §7 row, in its documented shapes. */
export const HOSTED_API_ANSWERS: Record<string, WireAnswer> = {
  'GET /v1/supported-chains': { json: { http: [CHAIN, 'eip155:8453'], ws: [CHAIN] } },
  [`GET /v1/identity/${WIRE_ADDRESS}`]: { json: { name: 'alice.eth', avatar: null } },
  [`GET ${HISTORY_PATH}`]: {
    json: {
      data: [
        {
          id: 'tx-1',
          metadata: {
            operationType: 'receive',
            hash: `0x${'ab'.repeat(32)}`,
            minedAt: '2026-11-01T10:00:00Z',
            sentFrom: '0x1111111111111111111111111111111111111111',
            sentTo: WIRE_ADDRESS,
            status: 'confirmed',
            nonce: 1,
            chain: CHAIN,
          },
          transfers: [
            {
              fungible_info: {
                name: 'USD Coin',
                symbol: 'USDC',
                icon: { url: 'https://x.example/u.png' },
              },
              direction: 'in',
              quantity: { numeric: '12.5' },
              value: 12.5,
              price: 1,
            },
          ],
        },
      ],
      next: 'cursor-2',
    },
  },
  'GET /v1/convert/quotes': {
    json: {
      quotes: [
        {
          id: null,
          fromAmount: '1000',
          fromAccount: WIRE_ADDRESS,
          toAmount: '990',
          toAccount: WIRE_ADDRESS,
        },
      ],
    },
  },
  'GET /v1/convert/tokens': {
    json: {
      tokens: [
        { ...token, address: USDC, decimals: 6, logoUri: 'https://x.example/u.png', eip2612: true },
      ],
    },
  },
  'POST /v1/fungible/price': {
    json: {
      fungibles: [
        { name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://x.example/u.png', price: 1 },
      ],
    },
  },
  'GET /v1/convert/allowance': {
    json: {
      allowance: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    },
  },
  'GET /v1/convert/gas-price': {
    json: { standard: '1000000000', fast: '1500000000', instant: '2000000000' },
  },
  'POST /v1/convert/build-transaction': {
    json: {
      tx: {
        data: '0xabcdef',
        to: '0x1111111254eeb25477b68fb85ed929f73a960582',
        value: '1000',
        eip155: { gas: '150000', gasPrice: '1000000000' },
      },
    },
  },
  'GET /v1/convert/build-approve': {
    json: {
      tx: {
        to: USDC.slice(9),
        from: WIRE_ADDRESS,
        data: '0x095ea7b3',
        value: '0',
        eip155: { gasPrice: '1000000000' },
      },
    },
  },
  [`GET /v1/account/${WIRE_ADDRESS}/balance`]: {
    json: {
      balances: [
        {
          ...token,
          value: 12.5,
          price: 1,
          quantity: { decimals: '6', numeric: '12.5' },
          iconUrl: 'https://x.example/u.png',
        },
      ],
    },
  },
  'GET /v1/profile/account/alice.reown.id': {
    json: {
      name: 'alice.reown.id',
      registered: 1,
      updated: 1,
      addresses: { '60': { address: WIRE_ADDRESS } },
      attributes: [],
    },
  },
  [`GET /v1/profile/reverse/${WIRE_ADDRESS}`]: {
    json: [
      {
        name: 'alice.reown.id',
        registered: 1,
        updated: 1,
        addresses: { '60': { address: WIRE_ADDRESS } },
        attributes: [],
      },
    ],
  },
  'GET /v1/profile/suggestions/alice': {
    json: { suggestions: [{ name: 'alice2.reown.id', registered: false }] },
  },
  'POST /v1/profile/account': { json: { success: true } },
  'POST /v1/generators/onrampurl': {
    json: { url: 'https://pay.coinbase.com/buy/select-asset?appId=x' },
  },
  'GET /v1/onramp/options': {
    json: {
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
      ],
      purchaseCurrencies: [
        {
          id: 'usdc-id',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            {
              name: 'ethereum-mainnet',
              display_name: 'Ethereum',
              chain_id: '1',
              contract_address: USDC.slice(9),
            },
          ],
        },
      ],
    },
  },
  'POST /v1/onramp/quote': {
    json: {
      coinbaseFee: { amount: '1.5', currency: 'USD' },
      networkFee: { amount: '0.5', currency: 'USD' },
      paymentSubtotal: { amount: '98', currency: 'USD' },
      paymentTotal: { amount: '100', currency: 'USD' },
      purchaseAmount: { amount: '98', currency: 'USDC' },
      quoteId: 'quote-1',
    },
  },
  [`GET /v1/sessions/eip155:1:${WIRE_ADDRESS}`]: {
    json: {
      pcis: [
        {
          project: { id: 'p', name: 'Shop' },
          pci: 'pci-1',
          expiry: 1900000000,
          createdAt: 1800000000,
          permissions: [],
          policies: [],
          context: 'ctx',
        },
      ],
    },
  },
  [`POST /v1/sessions/${WIRE_ADDRESS}/revoke`]: { json: { success: true } },
}
