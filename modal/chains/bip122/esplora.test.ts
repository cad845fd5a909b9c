import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../../core/errors/porticoError'
import { createEsploraClient } from './esplora'
import { formatSats } from './sats'

const answer = (status: number, body: string) => async () => new Response(body, { status })
const code = (error: unknown) => (isPorticoError(error) ? error.code : error)

describe('createEsploraClient', () => {
  it('default: reads UTXOs with their confirmation state', async () => {
    const txid = 'ab'.repeat(32)
    const body = JSON.stringify([{ txid, vout: 1, value: 5000, status: { confirmed: false } }])
    const esplora = createEsploraClient('http://127.0.0.1:1/', answer(200, body))
    expect(await esplora.utxos('bcrt1q')).toEqual([
      { txid, vout: 1, value: 5000n, confirmed: false },
    ])
  })

  it('behavior: a malformed answer, an HTTP error and a refused broadcast are typed errors', async () => {
    const bad = createEsploraClient('http://127.0.0.1:1', answer(200, '[{"txid":"x"}]'))
    expect(await bad.utxos('a').catch(code)).toBe('AN_ERROR_OCCURRED')
    const down = createEsploraClient('http://127.0.0.1:1', answer(503, 'down'))
    expect(await down.utxos('a').catch(code)).toBe('HTTP_STATUS')
    const rpc = 'sendrawtransaction RPC error: {"code":-26,"message":"dust"}'
    const refused = await createEsploraClient('http://127.0.0.1:1', answer(400, rpc))
      .broadcast('00')
      .catch((e) => e)
    expect(refused.shortMessage).toBe('The network refused the transaction: dust')
  })

  it('parameters: picks the fee rate for the target, never below 1 sat/vB', async () => {
    const rates = answer(200, JSON.stringify({ '1': 20.5, '3': 10.2, '6': 4, '144': 0.5 }))
    const esplora = createEsploraClient('http://127.0.0.1:1', rates)
    expect(await esplora.feeRate(3)).toBe(11)
    expect(await esplora.feeRate(2)).toBe(21)
    const none = createEsploraClient('http://127.0.0.1:1', answer(200, '{}'))
    expect(await none.feeRate(3)).toBe(1)
  })

  it('parameters: formats satoshis as whole BTC', () => {
    expect([
      formatSats(0n),
      formatSats(1n),
      formatSats(150_000_000n),
      formatSats(1_000_000n),
    ]).toEqual(['0', '0.00000001', '1.5', '0.01'])
  })
})
