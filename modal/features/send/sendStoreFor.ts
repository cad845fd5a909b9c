import type { Portico } from '../../core/createPortico'
import { watchSendFlow } from './sendFlowScope'
import { SendStore } from './sendStore'
import { fromBaseUnits, toBaseUnits, usdOf } from './units'

const stores = new WeakMap<Portico, SendStore>()

/**
 * The instance's send store, made on first use and attached as the core's send-form port (so
 * switching network resets it, SPEC §4); its error stays with the send flow (sendFlowScope.ts).
 *
 * @example
 * ```ts
 * sendStoreFor(portico).reset()
 * ```
 */
export function sendStoreFor(portico: Portico): SendStore {
  let store = stores.get(portico)
  if (!store) {
    store = new SendStore(portico)
    stores.set(portico, store)
    portico.attachPorts({ sendForm: store })
    // Lives as long as the instance, as the store does.
    watchSendFlow(portico, store)
  }
  return store
}

/**
 * The USD side of the form (SPEC §3 Send state): the amount (only while it is a valid amount
 * above 0: a refused "-1" has no value), the fee (also in native units) and the network
 * balance (native balance in USD); undefined where a price is unknown.
 *
 * @example
 * ```ts
 * sendSummary(store).feeUsd // 0.063
 * ```
 */
export function sendSummary(store: SendStore) {
  const { native, token, fee } = store
  const feeAmount = fee === undefined || !native ? undefined : fromBaseUnits(fee, native.decimals)
  const units = token ? toBaseUnits(store.amount, token.decimals) : undefined
  return {
    amountUsd: units !== undefined && units > 0n ? usdOf(store.amount, token?.price) : undefined,
    feeAmount,
    feeUsd: usdOf(feeAmount, native?.price),
    networkBalanceUsd: usdOf(native?.balance, native?.price),
  }
}
