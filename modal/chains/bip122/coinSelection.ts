import { featureError } from '../../core/errors/featureMessages'
import type { Utxo } from './esplora'

/** Virtual sizes in vbytes: an input by the kind it spends (P2TR key path: 57.5), outputs by kind. */
const INPUT_VBYTES = { p2wpkh: 68, p2tr: 58 } as const
const OVERHEAD_VBYTES = 11
const OUTPUT_VBYTES = { p2wpkh: 31, p2tr: 43, p2wsh: 43, legacy: 34 } as const
/** Dust limits in sats: the smallest output relays accept (bitcoind's defaults). */
export const DUST_LIMITS = { p2wpkh: 294n, p2tr: 330n, p2wsh: 330n, legacy: 546n } as const

export type OutputKind = keyof typeof OUTPUT_VBYTES

/** What a send spends and pays. */
export interface CoinSelection {
  inputs: Utxo[]
  /** Change back to the paying address; 0n when it would be dust (it goes to the fee). */
  change: bigint
  fee: bigint
}

/**
 * Picks UTXOs for `amount` at `feeRate` sat/vB, confirmed coins first and larger before smaller,
 * with change back to the paying address, whose kind (`spending`: P2WPKH by default, or P2TR)
 * sizes the inputs and the change. Throws BITCOIN_DUST_AMOUNT for an amount below the
 * recipient's dust limit and INSUFFICIENT_BALANCE when the coins cannot pay amount plus fee.
 *
 * @example
 * ```ts
 * const { inputs, change, fee } = selectCoins({ utxos, amount: 1_000_000n, feeRate: 3, recipient: 'p2wpkh' })
 * ```
 */
export function selectCoins(params: {
  utxos: readonly Utxo[]
  amount: bigint
  feeRate: number
  recipient: OutputKind
  spending?: keyof typeof INPUT_VBYTES
}): CoinSelection {
  const { amount, recipient } = params
  const spending = params.spending ?? 'p2wpkh'
  const rate = BigInt(Math.ceil(params.feeRate))
  const minimum = DUST_LIMITS[recipient]
  if (amount < minimum) {
    throw featureError('BITCOIN_DUST_AMOUNT', { values: { minimum: minimum.toString() } })
  }
  const sorted = [...params.utxos].sort(
    (a, b) =>
      Number(b.confirmed) - Number(a.confirmed) ||
      (b.value > a.value ? 1 : b.value < a.value ? -1 : 0),
  )
  const inputs: Utxo[] = []
  let total = 0n
  for (const utxo of sorted) {
    inputs.push(utxo)
    total += utxo.value
    const base = OVERHEAD_VBYTES + inputs.length * INPUT_VBYTES[spending] + OUTPUT_VBYTES[recipient]
    const feeWithChange = BigInt(base + OUTPUT_VBYTES[spending]) * rate
    const change = total - amount - feeWithChange
    if (change >= DUST_LIMITS[spending]) return { inputs, change, fee: feeWithChange }
    const feeWithout = BigInt(base) * rate
    if (total >= amount + feeWithout) return { inputs, change: 0n, fee: total - amount }
  }
  throw featureError('INSUFFICIENT_BALANCE', {
    details: `${total} sats available, ${amount} sats plus fee needed`,
  })
}
