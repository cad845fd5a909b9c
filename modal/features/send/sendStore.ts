import { makeAutoObservable, runInAction } from 'mobx'
import type { TransferRequest } from '../../core/chains/chainAdapter'
import type { Portico } from '../../core/createPortico'
import { featureError } from '../../core/errors/featureMessages'
import type { PorticoError } from '../../core/errors/porticoError'
import type { SendFormPort } from '../../core/stores/ports'
import { toPorticoError } from '../../core/stores/providerErrors'
import { type ResolvedReceiver, resolveTypedName } from './resolveReceiver'
import { sendAnalytics } from './sendAnalytics'
import { NATIVE_KEY, type SendToken, sendTokens, transferRequest } from './sendTokens'
import { looksLikeName, type SendFormErrors, validateSendForm } from './sendValidation'
import { amountAfterFee, toBaseUnits } from './units'

/** editing → (review) preparing → editing; (send) confirming → done or failed. */
export type SendStatus = 'editing' | 'preparing' | 'confirming' | 'failed'

/**
 * The send form of SPEC §3 "Send state" and its flow (SPEC §4): token, amount, receiver (an
 * address, or a name resolved through the Blockchain API), the fee from the adapter, the USD
 * values, and the send itself through the family-neutral `transfer` port, so the same store
 * sends on every chain family. It is the core's SendFormPort: switching network resets it.
 *
 * @example
 * ```ts
 * const send = new SendStore(portico)
 * send.setReceiver('alice.portico.id'); send.setAmount('0.5')
 * if (await send.review()) await send.send()
 * ```
 */
export class SendStore implements SendFormPort {
  tokenKey: string | undefined = undefined
  amount = ''
  receiver = ''
  resolved: ResolvedReceiver | undefined = undefined
  /** The typed name resolved to nothing, or ENSIP-15 refused it. */
  unresolvedName: false | 'invalidAddress' | 'NAME_NOT_NORMALIZED' = false
  /** The fee estimate of the current request, in native base units. */
  fee: bigint | undefined = undefined
  status: SendStatus = 'editing'
  /** Why the last review or send failed. */
  error: PorticoError | undefined = undefined

  constructor(private readonly portico: Portico) {
    makeAutoObservable<this, 'portico'>(this, { portico: false }, { autoBind: true })
  }

  private get adapter() {
    const chain = this.portico.chains.activeChain
    return chain ? this.portico.adapters.get(chain.namespace) : undefined
  }

  /** False where sending cannot work: "Unsupported chain" (SPEC §4). */
  get supported(): boolean {
    const adapter = this.adapter
    return Boolean(
      adapter?.transfer &&
        adapter.estimateTransferFee &&
        adapter.isValidAddress &&
        this.portico.chains.activeCaipNetwork &&
        !this.portico.networks.isUnsupportedNetwork,
    )
  }

  get tokens(): SendToken[] {
    const chain = this.portico.chains.activeChain
    return chain ? sendTokens(chain) : []
  }

  get token(): SendToken | undefined {
    return this.tokens.find((token) => token.key === this.tokenKey) ?? this.tokens[0]
  }

  get native(): SendToken | undefined {
    return this.tokens.find((token) => token.key === NATIVE_KEY)
  }

  private isValidAddress(address: string): boolean {
    return this.adapter?.isValidAddress?.(address, this.portico.chains.activeCaipNetwork) === true
  }

  private get smartAccount(): boolean {
    const account = this.portico.chains.activeChain?.account
    const mine = account?.allAccounts.find((a) => a.address === account.address)
    return mine?.type === 'smartAccount'
  }

  /**
   * Inline errors (SPEC §4, §5); a name that resolved to nothing is an invalid address, one
   * ENSIP-15 normalization refuses says so (SPEC §8 NAME_NOT_NORMALIZED).
   */
  get errors(): SendFormErrors {
    const errors = validateSendForm({
      namespace: this.portico.chains.activeChain?.namespace,
      token: this.token,
      native: this.native,
      amount: this.amount,
      receiver: this.receiver,
      fee: this.fee,
      smartAccount: this.smartAccount,
      isValidAddress: (address) => this.isValidAddress(address),
    })
    return this.unresolvedName ? { ...errors, receiver: this.unresolvedName } : errors
  }

  /** The address the transfer goes to: the typed one, or the name's. */
  get receiverAddress(): string | undefined {
    const typed = this.receiver.trim()
    return this.isValidAddress(typed) ? typed : this.resolved?.address
  }

  get canReview(): boolean {
    const { errors } = this
    return (
      this.supported &&
      this.status !== 'preparing' &&
      this.status !== 'confirming' &&
      this.amount.trim() !== '' &&
      this.receiver.trim() !== '' &&
      !errors.amount &&
      !errors.receiver
    )
  }

  setToken(key: string): void {
    this.tokenKey = key
    this.amount = ''
    this.fee = undefined
    this.error = undefined
  }

  setAmount(amount: string): void {
    this.amount = amount
    this.error = undefined
  }

  setReceiver(receiver: string): void {
    this.receiver = receiver
    this.resolved = undefined
    this.unresolvedName = false
    this.error = undefined
  }

  /** The whole balance; for the native token, what is left after the fee. */
  async setMax(): Promise<void> {
    const token = this.token
    if (!token) return
    if (token.key !== NATIVE_KEY || !this.adapter?.estimateTransferFee) {
      this.setAmount(token.balance)
      return
    }
    // The fee of a native send does not depend on the amount: estimate it for 0.
    const to = this.receiverAddress ?? this.portico.chains.activeAddress
    const network = this.portico.chains.activeCaipNetwork
    const fee = await this.estimate(transferRequest(token, network, to, 0n))
    if (fee !== undefined)
      this.set({ fee, amount: amountAfterFee(token.balance, token.decimals, fee) })
  }

  /**
   * Resolves a name receiver and estimates the fee; true when the preview may show (nothing is
   * sent, the wallet is not asked).
   */
  async review(): Promise<boolean> {
    if (!this.canReview) return false
    this.set({ status: 'preparing' })
    try {
      const name = this.receiver.trim()
      if (!this.isValidAddress(name) && looksLikeName(name)) {
        const found = await resolveTypedName(this.portico, this.adapter, name, (a) =>
          this.isValidAddress(a),
        )
        const resolved = typeof found === 'object' ? found : undefined
        runInAction(() => {
          this.resolved = resolved
          this.unresolvedName = typeof found === 'string' ? found : !resolved && 'invalidAddress'
        })
        if (!resolved) return false
      }
      const fee = await this.estimate(this.request())
      if (fee === undefined) return false
      this.set({ fee })
      return !this.errors.amount && !this.errors.receiver
    } finally {
      this.set({ status: 'editing' })
    }
  }

  /**
   * Sends through the wallet ("Confirm transaction in your wallet" meanwhile). On success the
   * balances refresh, then the form resets and it resolves true; on failure `error` holds the
   * reason (SPEC §4, §8).
   */
  async send(): Promise<boolean> {
    const adapter = this.adapter
    const request = this.request()
    if (!this.supported || !adapter?.transfer) {
      this.fail(featureError(adapter ? 'UNSUPPORTED_CHAIN' : 'CHAIN_ADAPTER_NOT_FOUND'))
      return false
    }
    if (!request || !this.canReview) return false
    const track = sendAnalytics(this.portico, { token: this.token?.symbol, amount: this.amount })
    track('SEND_INITIATED')
    this.set({ status: 'confirming' })
    try {
      const hash = await adapter.transfer(request)
      track('SEND_SUCCESS', { hash })
      // The refresh settles before the caller says "Transaction started", so a refresh that
      // fails (its "Token Balance Unavailable") no longer replaces that word (issue 36, item 7),
      // as swap does before "Swapped …".
      await Promise.allSettled([
        this.portico.balances.refreshNativeBalance({ forceUpdate: true }),
        this.portico.balances.fetchTokenBalances({ forceUpdate: true }),
      ])
      this.reset()
      return true
    } catch (error) {
      const failure = toPorticoError(error)
      track('SEND_ERROR', { message: failure.shortMessage })
      this.fail(failure)
      return false
    }
  }

  /** Empties the form (after a send, and when the network changes: SPEC §4). */
  reset(): void {
    this.tokenKey = undefined
    this.amount = ''
    this.receiver = ''
    this.resolved = undefined
    this.unresolvedName = false
    this.fee = undefined
    this.status = 'editing'
    this.error = undefined
  }

  private request(amount?: bigint): TransferRequest | undefined {
    const { token, receiverAddress } = this
    const value = amount ?? (token ? toBaseUnits(this.amount, token.decimals) : undefined)
    return transferRequest(token, this.portico.chains.activeCaipNetwork, receiverAddress, value)
  }

  private async estimate(request: TransferRequest | undefined): Promise<bigint | undefined> {
    const adapter = this.adapter
    if (!adapter?.estimateTransferFee || !request) return undefined
    try {
      return (await adapter.estimateTransferFee(request)).fee
    } catch (error) {
      this.fail(toPorticoError(error), 'editing')
      return undefined
    }
  }

  private set(patch: Partial<Pick<SendStore, 'status' | 'fee' | 'amount'>>): void {
    Object.assign(this, patch)
  }

  private fail(error: PorticoError, status: SendStatus = 'failed'): void {
    this.error = error
    this.status = status
  }
}
