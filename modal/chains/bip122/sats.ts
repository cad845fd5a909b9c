import type { Utxo } from './esplora'

const SATS_PER_BTC = 100_000_000n

/**
 * Satoshis as a decimal BTC string without trailing zeros, e.g. 150_000_000n → "1.5".
 *
 * @example
 * ```ts
 * formatSats(1_000_000n) // "0.01"
 * ```
 */
export function formatSats(sats: bigint): string {
  const negative = sats < 0n
  const abs = negative ? -sats : sats
  const whole = abs / SATS_PER_BTC
  const fraction = (abs % SATS_PER_BTC).toString().padStart(8, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** An address's balance from its UTXOs: confirmed coins, coins still in the mempool, both. */
export function sumBalance(utxos: readonly Utxo[]) {
  let confirmed = 0n
  let unconfirmed = 0n
  for (const utxo of utxos) {
    if (utxo.confirmed) confirmed += utxo.value
    else unconfirmed += utxo.value
  }
  return { confirmed, unconfirmed, total: confirmed + unconfirmed }
}
