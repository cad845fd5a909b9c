import { Transaction } from 'bitcoinjs-lib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type LabBitcoinAccount, labBitcoinAccount } from '../../wallets/bitcoin/labBitcoinKeys'
import { type BitcoinSimulator, createBitcoinSimulator } from './bitcoinSimulator'
import { type SpendInput, signedSpend } from './testSpend'

const alice = labBitcoinAccount(0)
const bob = labBitcoinAccount(1)
const COIN = 100_000_000n

let chain: BitcoinSimulator
const get = async (path: string) => {
  const res = await fetch(`${chain.url}${path}`)
  const type = res.headers.get('content-type') ?? ''
  return { status: res.status, body: type.includes('json') ? await res.json() : await res.text() }
}
const broadcast = async (hex: string) => {
  const res = await fetch(`${chain.url}/tx`, { method: 'POST', body: hex })
  return { status: res.status, text: await res.text() }
}
/** A one-input, one-output spend from `from`'s payment address. */
const pay = (from: LabBitcoinAccount, coin: SpendInput, to: string, value: bigint) =>
  signedSpend(from, 'payment', [coin], [{ address: to, value }])
/** Mines 50 BTC to `address` and returns the coinbase output. */
const fund = async (address: string) => {
  await chain.command('mine', { address })
  const { body } = await get(`/address/${address}/utxo`)
  const [utxo] = body as { txid: string; vout: number; value: number }[]
  if (!utxo) throw new Error('no coinbase output')
  return { txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value) }
}

beforeEach(async () => {
  chain = createBitcoinSimulator()
  await chain.start()
})
afterEach(() => chain.stop())

describe('bitcoin lab chain', () => {
  it('default: a valid P2WPKH spend is accepted, unconfirmed, then confirmed after a block', async () => {
    const coin = await fund(alice.payment.address)
    expect((await get('/blocks/tip/height')).body).toBe('1')
    const hex = signedSpend(
      alice,
      'payment',
      [coin],
      [
        { address: bob.payment.address, value: COIN / 100n },
        { address: alice.payment.address, value: coin.value - COIN / 100n - 1_000n },
      ],
    )
    const sent = await broadcast(hex)
    expect(sent).toEqual({ status: 200, text: Transaction.fromHex(hex).getId() })
    const pending = await get(`/tx/${sent.text}`)
    expect(pending.body).toMatchObject({ fee: 1_000, status: { confirmed: false } })
    expect((await get(`/address/${bob.payment.address}/utxo`)).body).toEqual([
      { txid: sent.text, vout: 0, value: 1_000_000, status: { confirmed: false } },
    ])
    await chain.command('mine', { address: bob.ordinals.address })
    const tip = (await get('/blocks/tip/hash')).body
    expect((await get(`/tx/${sent.text}/status`)).body).toEqual({
      confirmed: true,
      block_height: 2,
      block_hash: tip,
      block_time: expect.any(Number),
    })
    expect((await get(`/block/${tip}`)).body).toMatchObject({ height: 2, tx_count: 2 })
    expect((await get(`/tx/${sent.text}/hex`)).body).toBe(hex)
  })

  it('behavior: a taproot key-path spend is accepted', async () => {
    const coin = await fund(alice.ordinals.address)
    const hex = signedSpend(
      alice,
      'ordinals',
      [coin],
      [{ address: bob.payment.address, value: coin.value - 500n }],
    )
    expect((await broadcast(hex)).status).toBe(200)
  })

  it('behavior: a bad signature is refused', async () => {
    const coin = await fund(alice.payment.address)
    const tx = Transaction.fromHex(pay(alice, coin, bob.payment.address, 10_000n))
    // Raising the amount after signing leaves a signature over a different transaction.
    const output = tx.outs[0]
    if (output) output.value = 20_000n
    const sent = await broadcast(tx.toHex())
    expect(sent.status).toBe(400)
    expect(sent.text).toContain('signature verification failed')
  })

  it('behavior: a key that does not own the output is refused', async () => {
    const coin = await fund(alice.payment.address)
    const forged = pay(bob, coin, bob.payment.address, 10_000n)
    expect((await broadcast(forged)).text).toContain('mandatory-script-verify-flag-failed')
  })

  it('behavior: a spent input and an unknown input are refused', async () => {
    const coin = await fund(alice.payment.address)
    const first = pay(alice, coin, bob.payment.address, 10_000n)
    expect((await broadcast(first)).status).toBe(200)
    await chain.command('mine', {})
    const again = pay(alice, coin, alice.payment.address, 9_000n)
    expect((await broadcast(again)).text).toContain('bad-txns-inputs-missingorspent')
    const unknown = { txid: 'ab'.repeat(32), vout: 0, value: COIN }
    const ghost = pay(alice, unknown, bob.payment.address, 1_000n)
    expect((await broadcast(ghost)).text).toContain('bad-txns-inputs-missingorspent')
  })

  it('behavior: a double spend of a mempool input is refused', async () => {
    const coin = await fund(alice.payment.address)
    const first = pay(alice, coin, bob.payment.address, 10_000n)
    const second = pay(alice, coin, bob.ordinals.address, 10_000n)
    expect((await broadcast(first)).status).toBe(200)
    const refused = await broadcast(second)
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('txn-mempool-conflict')
    expect((await get('/mempool')).body).toEqual({ count: 1 })
  })

  it('behavior: outputs above the inputs (overspend) and dust outputs are refused', async () => {
    const coin = await fund(alice.payment.address)
    // The signer is told the coin is larger than it is, as a wallet fooled by a bad PSBT would be.
    const inflated = { ...coin, value: coin.value + 10_000n }
    const over = signedSpend(
      alice,
      'payment',
      [inflated],
      [{ address: bob.payment.address, value: coin.value + 1n }],
    )
    expect((await broadcast(over)).text).toContain('bad-txns-in-belowout')
    const dust = pay(alice, coin, bob.payment.address, 100n)
    expect((await broadcast(dust)).text).toContain('dust')
    expect((await broadcast('zz')).text).toContain('TX decode failed')
  })

  it('parameters: fee estimates are settable and faults apply per route', async () => {
    await chain.command('setFeeEstimates', { estimates: { '1': 20, '6': 4 } })
    expect((await get('/fee-estimates')).body).toEqual({ '1': 20, '6': 4 })
    await chain.command('setFault', { key: 'POST /tx', status: 503, times: 1 })
    expect((await broadcast('00')).status).toBe(503)
    expect((await get('/address/not-an-address/utxo')).status).toBe(400)
    await expect(chain.command('mine', { address: 'bc1qnot' })).rejects.toThrow()
  })
  it('parameters: setBlockInterval mines on a clock until stopped', async () => {
    await chain.stop()
    const ticks: (() => void)[] = []
    chain = createBitcoinSimulator({
      every: (_ms, tick) => {
        ticks.push(tick)
        return () => ticks.splice(0)
      },
    })
    await chain.start()
    await chain.command('setBlockInterval', { ms: 600_000 })
    ticks[0]?.()
    ticks[0]?.()
    expect((await get('/blocks/tip/height')).body).toBe('2')
    await chain.command('setBlockInterval', { ms: 0 })
    expect(ticks).toEqual([])
    await expect(chain.command('setBlockInterval', { ms: -1 })).rejects.toThrow(RangeError)
  })

  it('parameters: advanceTime follows the lab virtual clock, one block per 10 minutes carried over', async () => {
    const step = 230_000 // the lab's "+3 min 50 s" button
    expect(await chain.command('advanceTime', { ms: step })).toEqual([])
    expect(await chain.command('advanceTime', { ms: step })).toEqual([])
    expect(await chain.command('advanceTime', { ms: step })).toHaveLength(1)
    expect((await get('/blocks/tip/height')).body).toBe('1')
    expect(await chain.command('advanceTime', { ms: 1_200_000 })).toHaveLength(2)
    expect((await get('/blocks/tip/height')).body).toBe('3')
    await expect(chain.command('advanceTime', { ms: -5 })).rejects.toThrow(RangeError)
  })

  it('behavior: revert forgets the blocks, spends, mempool and fee estimates since the snapshot', async () => {
    const coin = await fund(alice.payment.address)
    const { id } = (await chain.command('snapshot')) as { id: string }
    const spend = pay(alice, coin, bob.payment.address, coin.value - 1_000n)
    expect((await broadcast(spend)).status).toBe(200)
    await chain.command('mine', { address: bob.ordinals.address })
    await chain.command('setFeeEstimates', { estimates: { '1': 99 } })
    expect(await chain.command('advanceTime', { ms: 300_000 })).toEqual([])
    await chain.command('snapshot') // a later snapshot, dropped by the revert
    expect(await chain.command('revert', { id })).toEqual({ id })
    expect((await get('/blocks/tip/height')).body).toBe('1')
    expect((await get(`/address/${bob.payment.address}/utxo`)).body).toEqual([])
    expect((await get(`/address/${alice.payment.address}/utxo`)).body).toMatchObject([
      { txid: coin.txid, vout: coin.vout, value: Number(coin.value) },
    ])
    expect((await get('/fee-estimates')).body).toEqual({ '1': 5, '3': 3, '6': 2, '144': 1 })
    // The virtual time carried over is the snapshot's (none): half a block's worth mines nothing.
    expect(await chain.command('advanceTime', { ms: 300_000 })).toEqual([])
    await expect(chain.command('revert', { id: '0x2' })).rejects.toThrow(/snapshot this chain/)
    // The coin is unspent again: the same spend is accepted anew.
    expect((await broadcast(spend)).status).toBe(200)
  })
})
