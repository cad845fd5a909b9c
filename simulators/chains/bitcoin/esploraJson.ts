import type { Network } from 'bitcoinjs-lib'
import { scriptAddress } from './bitcoinLib'
import type { LedgerBlock, UtxoLedger } from './utxoLedger'
import { inputTxid, outpointKey } from './validateTransaction'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** Esplora's `status` object of a transaction or output. */
export function esploraStatus(block: LedgerBlock | undefined) {
  return block
    ? {
        confirmed: true,
        block_height: block.height,
        block_hash: block.hash,
        block_time: block.time,
      }
    : { confirmed: false }
}

function esploraOutput(script: Uint8Array, value: bigint, network: Network) {
  const address = scriptAddress(script, network)
  return {
    scriptpubkey: hex(script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(value),
  }
}

/**
 * A transaction as Esplora's `GET /tx/:txid` answers it (values in satoshis as numbers).
 *
 * @example
 * ```ts
 * const json = esploraTx(ledger, txid, labBitcoinNetwork)
 * ```
 */
export function esploraTx(ledger: UtxoLedger, txid: string, network: Network) {
  const entry = ledger.tx(txid)
  if (!entry) return undefined
  const { tx } = entry
  const coinbase = tx.isCoinbase()
  return {
    txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input) => {
      const prevTxid = inputTxid(input.hash)
      const prev = coinbase ? undefined : ledger.view.output(outpointKey(prevTxid, input.index))
      return {
        txid: prevTxid,
        vout: input.index,
        prevout: prev ? esploraOutput(prev.script, prev.value, network) : null,
        scriptsig: hex(input.script),
        witness: input.witness.map(hex),
        is_coinbase: coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outs.map((out) => esploraOutput(out.script, out.value, network)),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(entry.fee),
    status: esploraStatus(entry.block),
  }
}

/** A block as Esplora's `GET /block/:hash` answers it. */
export function esploraBlock(block: LedgerBlock) {
  return {
    id: block.hash,
    height: block.height,
    timestamp: block.time,
    tx_count: block.txids.length,
    previousblockhash: block.previousHash ?? null,
  }
}
