import type { Network } from 'bitcoinjs-lib'
import { Transaction } from 'bitcoinjs-lib'
import { HttpError, json, type Route, type StubResponse } from '../../api/http/router'
import { addressScript } from './bitcoinLib'
import { esploraBlock, esploraStatus, esploraTx } from './esploraJson'
import type { UtxoLedger } from './utxoLedger'
import { TxRejectedError } from './validateTransaction'

/** Fee rates in sat/vB by confirmation target in blocks, as `GET /fee-estimates` answers. */
export type FeeEstimates = Record<string, number>

const text = (body: string, status = 200): StubResponse => ({ status, text: body })

/**
 * Esplora's REST routes over the lab ledger (https://github.com/Blockstream/esplora API):
 * GET /blocks/tip/height, /blocks/tip/hash, /block/:hash, /block-height/:height,
 * /address/:address/utxo, /address/:address/txs, /tx/:txid, /tx/:txid/hex, /tx/:txid/status,
 * /fee-estimates, /mempool; POST /tx (raw hex body, answers the txid as text or 400 with the
 * reject reason as text, like Esplora).
 *
 * @example
 * ```ts
 * createHttpSimulator({ name: 'bitcoin', routes: () => esploraRoutes(ledger, network, fees) })
 * ```
 */
export function esploraRoutes(
  ledger: UtxoLedger,
  network: Network,
  feeEstimates: () => FeeEstimates,
): Route[] {
  const checkedAddress = (addr: string) => {
    try {
      addressScript(addr, network)
    } catch {
      throw new HttpError(400, 'Invalid Bitcoin address')
    }
    return addr
  }
  const knownTx = (txid: string) => {
    const found = esploraTx(ledger, txid, network)
    if (!found) throw new HttpError(404, 'Transaction not found')
    return found
  }
  return [
    {
      method: 'GET',
      pattern: '/blocks/tip/height',
      handler: () => text(String(ledger.tip().height)),
    },
    { method: 'GET', pattern: '/blocks/tip/hash', handler: () => text(ledger.tip().hash) },
    {
      method: 'GET',
      pattern: '/block/:hash',
      handler: ({ params }) => {
        const block = ledger.block(params.hash ?? '')
        if (!block) throw new HttpError(404, 'Block not found')
        return json(esploraBlock(block))
      },
    },
    {
      method: 'GET',
      pattern: '/block-height/:height',
      handler: ({ params }) => {
        const block = ledger.blockAt(Number(params.height))
        if (!block) throw new HttpError(404, 'Block not found')
        return text(block.hash)
      },
    },
    {
      method: 'GET',
      pattern: '/address/:address/utxo',
      handler: ({ params }) =>
        json(
          ledger.utxos(checkedAddress(params.address ?? '')).map((utxo) => ({
            txid: utxo.txid,
            vout: utxo.vout,
            value: Number(utxo.value),
            status: esploraStatus(utxo.block),
          })),
        ),
    },
    {
      method: 'GET',
      pattern: '/address/:address/txs',
      handler: ({ params }) =>
        json(ledger.txsOf(checkedAddress(params.address ?? '')).map((txid) => knownTx(txid))),
    },
    {
      method: 'GET',
      pattern: '/tx/:txid',
      handler: ({ params }) => json(knownTx(params.txid ?? '')),
    },
    {
      method: 'GET',
      pattern: '/tx/:txid/hex',
      handler: ({ params }) => {
        const entry = ledger.tx(params.txid ?? '')
        if (!entry) throw new HttpError(404, 'Transaction not found')
        return text(entry.tx.toHex())
      },
    },
    {
      method: 'GET',
      pattern: '/tx/:txid/status',
      handler: ({ params }) => json(knownTx(params.txid ?? '').status),
    },
    { method: 'GET', pattern: '/fee-estimates', handler: () => json(feeEstimates()) },
    {
      method: 'GET',
      pattern: '/mempool',
      handler: () => json({ count: ledger.mempool().length }),
    },
    {
      method: 'POST',
      pattern: '/tx',
      rawBody: true,
      handler: ({ body }) => broadcast(ledger, body),
    },
  ]
}

function broadcast(ledger: UtxoLedger, body: unknown): StubResponse {
  const raw = typeof body === 'string' ? body.trim() : ''
  let tx: Transaction
  try {
    if (!/^([0-9a-f]{2})+$/i.test(raw)) throw new Error('not hex')
    tx = Transaction.fromHex(raw)
  } catch {
    return text('sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}', 400)
  }
  try {
    return text(ledger.accept(tx))
  } catch (error) {
    if (!(error instanceof TxRejectedError)) throw error
    const message = JSON.stringify({ code: -26, message: error.reason })
    return text(`sendrawtransaction RPC error: ${message}`, 400)
  }
}
