import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../../core/errors/porticoError'
import { selectCoins } from './coinSelection'
import type { Utxo } from './esplora'

const utxo = (value: bigint, confirmed = true, n = 0): Utxo => ({
  txid: n.toString(16).padStart(64, '0'),
  vout: 0,
  value,
  confirmed,
})
const code = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return isPorticoError(error) ? error.code : error
  }
  return 'no error'
}

describe('selectCoins', () => {
  it('parameters: spending from P2TR sizes inputs at 58 vB and pays change to P2TR (43 vB)', () => {
    const picked = selectCoins({
      utxos: [utxo(100_000n)],
      amount: 10_000n,
      feeRate: 2,
      recipient: 'p2wpkh',
      spending: 'p2tr',
    })
    // 11 overhead + 58 input + 31 recipient + 43 change = 143 vB at 2 sat/vB
    expect(picked.fee).toBe(286n)
    expect(picked.change).toBe(100_000n - 10_000n - 286n)
  })

  it('default: one coin pays amount and fee, the rest comes back as change', () => {
    const picked = selectCoins({
      utxos: [utxo(100_000n)],
      amount: 10_000n,
      feeRate: 2,
      recipient: 'p2wpkh',
    })
    // 11 overhead + 68 input + 31 recipient + 31 change = 141 vB at 2 sat/vB
    expect(picked).toEqual({
      inputs: [utxo(100_000n)],
      change: 100_000n - 10_000n - 282n,
      fee: 282n,
    })
  })

  it('behavior: spends confirmed coins first, larger first, and adds coins until the send is paid', () => {
    const coins = [utxo(5_000n, true, 1), utxo(50_000n, false, 2), utxo(8_000n, true, 3)]
    const picked = selectCoins({ utxos: coins, amount: 12_000n, feeRate: 1, recipient: 'p2tr' })
    expect(picked.inputs.map((c) => c.value)).toEqual([8_000n, 5_000n])
  })

  it('behavior: change below the dust limit goes to the fee instead of a new output', () => {
    const picked = selectCoins({
      utxos: [utxo(10_300n)],
      amount: 10_000n,
      feeRate: 1,
      recipient: 'p2wpkh',
    })
    expect(picked).toMatchObject({ change: 0n, fee: 300n })
  })

  it('parameters: dust amounts per recipient kind and too little balance are typed errors', () => {
    const run = (amount: bigint, recipient: 'p2wpkh' | 'legacy') => () =>
      selectCoins({ utxos: [utxo(1_000n)], amount, feeRate: 1, recipient })
    expect(code(run(293n, 'p2wpkh'))).toBe('BITCOIN_DUST_AMOUNT')
    expect(code(run(500n, 'legacy'))).toBe('BITCOIN_DUST_AMOUNT')
    expect(code(run(900n, 'p2wpkh'))).toBe('INSUFFICIENT_BALANCE')
  })
})
