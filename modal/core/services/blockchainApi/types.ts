/**
 * Shapes of the Blockchain API answers (SPEC §3 entities, SPEC §7 "Answer used"). Only the fields
 * Portico reads are typed; servers may send more.
 */

/** SPEC §3 Token balance. */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 network id, e.g. "eip155:1". */
  chainId: string
  /** Absent for the native token. */
  address?: string
  /** USD value. */
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** SPEC §3 Transaction history item. */
export interface TransactionTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } }
  nft_info?: {
    name?: string
    content?: { preview?: { url: string } }
    flags?: { is_spam: boolean }
  }
  direction?: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
}

export interface Transaction {
  id: string
  metadata: {
    /** ISO 8601 instant. */
    minedAt: string
    chain: string
    operationType: string
    status: 'confirmed' | 'failed' | 'pending' | string
    sentFrom: string
    sentTo: string
    hash?: string
    nonce?: number
  }
  transfers: TransactionTransfer[]
}

export interface TransactionsResponse {
  data: Transaction[]
  next: string | undefined
}

/** GET v1/supported-chains: CAIP network ids reachable over HTTP and WebSocket. */
export interface SupportedChains {
  http: string[]
  ws: string[]
}

/** SPEC §3 Identity. */
export interface Identity {
  name: string | null
  avatar: string | null
}

/** SPEC §3 Swap token. */
export interface SwapToken {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri: string
  eip2612?: boolean
  quantity?: { decimals: string; numeric: string }
  price?: number
  value?: number
}

export interface SwapQuote {
  id?: string | null
  fromAmount?: string
  toAmount: string
  [key: string]: unknown
}

export interface GasPrice {
  standard: string
  fast: string
  instant: string
}

export interface TokenPrice {
  name: string
  symbol: string
  iconUrl: string
  price: number
}

/** POST /v1/convert/build-transaction answer. */
export interface SwapTransaction {
  tx: {
    data: string
    to: string
    value: string
    eip155: { gas: string; gasPrice: string }
  }
}

/** GET /v1/convert/build-approve answer. */
export interface ApproveTransaction {
  tx: {
    to: string
    from: string
    data: string
    value: string
    eip155: { gasPrice: string }
  }
}

/** GET /v1/profile/account/{name} answer. */
export interface NameProfile {
  name: string
  registered?: number
  updated?: number
  addresses: Record<string, { address: string; created?: string }>
  attributes: Array<Record<string, string>>
}

export interface NameSuggestion {
  name: string
  registered: boolean
}

/** SPEC §3 Onramp options. */
export interface OnrampNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}

export interface PaymentMethodLimit {
  id: string
  min: string
  max: string
}

export interface PaymentCurrency {
  id: string
  payment_method_limits: PaymentMethodLimit[]
}

export interface OnrampOptions {
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrencies: PurchaseCurrency[]
  /** True when the built-in fallback list was returned because the call failed. */
  fallback?: boolean
}

export interface Amount {
  amount: string
  currency: string
}

/** SPEC §3 Onramp quote. */
export interface OnrampQuote {
  coinbaseFee: Amount
  networkFee: Amount
  paymentSubtotal: Amount
  paymentTotal: Amount
  purchaseAmount: Amount
  quoteId: string
  /** True when this is the mock quote returned because the call failed. */
  fallback?: boolean
}

export interface SmartSession {
  pci: string
  [key: string]: unknown
}
