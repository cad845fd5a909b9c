import { makeAutoObservable, runInAction } from 'mobx'
import type { Portico } from '../../core/createPortico'
import { featureError } from '../../core/errors/featureMessages'
import type {
  OnrampOptions,
  OnrampQuote,
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
} from '../../core/services/blockchainApi/types'
import { requireApi } from '../../core/services/requireApi'
import { perInstance } from '../../core/stores/perInstance'
import { OnrampPurchase } from './onrampPurchase'
import {
  type AmountProblem,
  amountProblem,
  currenciesOn,
  ONRAMP_NAMESPACES,
  payChainFor,
} from './onrampRules'

/**
 * Buying crypto (SPEC §7, §9): purchase currencies from GET /v1/onramp/options filtered to the
 * active network (the built-in fallback list when the call fails), payment currencies and
 * methods with their limits, the amount checked against them, a quote (a marked estimate
 * when the quote call fails), then the purchase ({@link OnrampPurchase}).
 *
 * @example
 * ```ts
 * const onramp = onrampStoreOf(portico)
 * await onramp.load()
 * onramp.setAmount('50') // quotes
 * await onramp.buy()
 * ```
 */
export class OnrampStore {
  options: OnrampOptions | undefined = undefined
  loading = false
  purchaseCurrencyId: string | undefined = undefined
  paymentCurrencyId = 'USD'
  methodId: string | undefined = undefined
  amount = ''
  quote: OnrampQuote | null = null
  quoting = false
  readonly purchase: OnrampPurchase
  private quotes = 0

  constructor(private readonly portico: Portico) {
    this.purchase = new OnrampPurchase(portico)
    makeAutoObservable<this, 'portico' | 'quotes'>(
      this,
      { portico: false, quotes: false, purchase: false },
      { autoBind: true },
    )
  }

  /** True on a namespace the onramp serves (SPEC §9: eip155, solana). */
  get supported(): boolean {
    const namespace = this.portico.chains.activeNamespace
    return namespace !== undefined && ONRAMP_NAMESPACES.includes(namespace)
  }

  /** True when the options call failed and the built-in list shows. */
  get isFallback(): boolean {
    return this.options?.fallback === true
  }

  get currencies(): PurchaseCurrency[] {
    const all = this.options?.purchaseCurrencies ?? []
    // The built-in list is what the provider always offers; it is shown as is.
    return this.isFallback ? all : currenciesOn(all, this.portico.chains.activeCaipNetwork)
  }

  get purchaseCurrency(): PurchaseCurrency | undefined {
    return this.currencies.find((c) => c.id === this.purchaseCurrencyId) ?? this.currencies[0]
  }

  get paymentCurrencies(): PaymentCurrency[] {
    return this.options?.paymentCurrencies ?? []
  }

  get methods(): PaymentMethodLimit[] {
    const currency = this.paymentCurrencies.find((c) => c.id === this.paymentCurrencyId)
    return currency?.payment_method_limits ?? []
  }

  get limit(): PaymentMethodLimit | undefined {
    return this.methods.find((m) => m.id === this.methodId) ?? this.methods[0]
  }

  get problem(): AmountProblem | undefined {
    return amountProblem(this.amount, this.limit)
  }

  get canBuy(): boolean {
    return !this.problem && this.purchaseCurrency !== undefined && this.purchase.phase !== 'opening'
  }

  async load(): Promise<void> {
    if (this.loading) return
    this.loading = true
    try {
      const options = await requireApi(this.portico.services).getOnrampOptions()
      runInAction(() => {
        this.options = options
      })
    } catch (error) {
      this.portico.deps.logger.warn('onramp: no options', error)
    } finally {
      runInAction(() => {
        this.loading = false
      })
    }
  }

  selectPurchaseCurrency(id: string): void {
    this.purchaseCurrencyId = id
    void this.fetchQuote()
  }

  selectPaymentCurrency(id: string): void {
    this.paymentCurrencyId = id
    this.methodId = undefined
    void this.fetchQuote()
  }

  selectMethod(id: string): void {
    this.methodId = id
    void this.fetchQuote()
  }

  setAmount(value: string): void {
    this.amount = value.trim()
    void this.fetchQuote()
  }

  /** POST /v1/onramp/quote for a valid amount; the client answers a marked mock on failure. */
  async fetchQuote(): Promise<void> {
    const run = ++this.quotes
    const currency = this.purchaseCurrency
    if (this.problem || !currency) {
      this.quote = null
      return
    }
    this.quoting = true
    const params = {
      purchaseCurrency: { id: currency.id, symbol: currency.symbol },
      paymentCurrency: { id: this.paymentCurrencyId },
      amount: this.amount,
      network: payChainFor(this.portico.chains.activeCaipNetwork),
    }
    const quote = await Promise.resolve()
      .then(() => requireApi(this.portico.services).getOnrampQuote(params))
      .catch(() => null)
    if (run !== this.quotes) return
    runInAction(() => {
      this.quote = quote
      this.quoting = false
    })
  }

  /** Asks for the provider's checkout and starts watching for the deposit. */
  async buy(): Promise<void> {
    const { chains } = this.portico
    const address = chains.activeAddress
    const network = chains.activeCaipNetwork
    const currency = this.purchaseCurrency
    if (!this.canBuy || !currency) return
    if (!address || !network) {
      // SPEC §8 (internal) "CaipNetwork or CaipAddress is undefined": the account went away
      // between the form and Buy (a wallet locked or disconnected); nothing to credit.
      this.purchase.fail(featureError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED'))
      return
    }
    await this.purchase.start({
      address,
      chainId: network.caipNetworkId,
      payChain: payChainFor(network),
      symbol: currency.symbol,
      amount: this.amount,
    })
  }
}

/**
 * The instance's onramp store, created on first use.
 *
 * @example
 * ```ts
 * onrampStoreOf(portico).currencies
 * ```
 */
export const onrampStoreOf = perInstance((portico) => new OnrampStore(portico))
