import type { FetchFn } from '../../core/deps'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'

/** An unspent output as Esplora lists it, checked. */
export interface Utxo {
  txid: string
  vout: number
  value: bigint
  confirmed: boolean
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function toUtxo(item: unknown): Utxo {
  const ok =
    isRecord(item) &&
    typeof item.txid === 'string' &&
    /^[0-9a-f]{64}$/.test(item.txid) &&
    Number.isSafeInteger(item.vout) &&
    Number.isSafeInteger(item.value) &&
    (item.value as number) >= 0 &&
    isRecord(item.status)
  if (!ok)
    throw featureError('AN_ERROR_OCCURRED', { details: 'malformed UTXO from the Esplora API' })
  return {
    txid: item.txid as string,
    vout: item.vout as number,
    value: BigInt(item.value as number),
    confirmed: (item.status as Record<string, unknown>).confirmed === true,
  }
}

/**
 * A small client of an Esplora REST API (Blockstream's, mempool.space's, or the lab chain's).
 * Answers are validated where they enter.
 *
 * @example
 * ```ts
 * const esplora = createEsploraClient('http://127.0.0.1:3002', fetch)
 * const utxos = await esplora.utxos('bcrt1q…')
 * ```
 */
export function createEsploraClient(baseUrl: string, fetchFn: FetchFn) {
  const base = baseUrl.replace(/\/+$/, '')
  const call = async (path: string, init?: RequestInit) => {
    const res = await fetchFn(`${base}${path}`, init)
    if (res.ok) return res
    const text = await res.text().catch(() => '')
    if (res.status === 400 && init?.method === 'POST') {
      throw featureError('BITCOIN_TX_REJECTED', {
        values: { reason: rejectReason(text) },
        details: text,
      })
    }
    throw new PorticoError('HTTP_STATUS', { values: { status: res.status }, details: text })
  }
  return {
    async utxos(address: string): Promise<Utxo[]> {
      const body: unknown = await (
        await call(`/address/${encodeURIComponent(address)}/utxo`)
      ).json()
      if (!Array.isArray(body))
        throw featureError('AN_ERROR_OCCURRED', { details: 'UTXO list expected' })
      return body.map(toUtxo)
    },
    /** The fee rate in sat/vB for confirmation within `target` blocks (at least 1). */
    async feeRate(target: number): Promise<number> {
      const body: unknown = await (await call('/fee-estimates')).json()
      const rates = isRecord(body)
        ? Object.entries(body)
            .map(([blocks, rate]) => [Number(blocks), Number(rate)] as const)
            .filter(
              ([blocks, rate]) => Number.isFinite(blocks) && Number.isFinite(rate) && rate > 0,
            )
            .sort(([a], [b]) => a - b)
        : []
      // The fastest estimate that still meets the target, else the slowest one offered.
      const chosen =
        [...rates].reverse().find(([blocks]) => blocks <= target) ?? rates[rates.length - 1]
      return Math.max(1, Math.ceil(chosen?.[1] ?? 1))
    },
    /** Broadcasts a raw transaction; resolves to its txid. */
    async broadcast(hex: string): Promise<string> {
      const txid = (await (await call('/tx', { method: 'POST', body: hex })).text()).trim()
      if (!/^[0-9a-f]{64}$/.test(txid))
        throw featureError('AN_ERROR_OCCURRED', { details: 'bad txid' })
      return txid
    },
  }
}

export type EsploraClient = ReturnType<typeof createEsploraClient>

/** bitcoind's reject reason out of Esplora's `sendrawtransaction RPC error: {…}` text. */
function rejectReason(text: string): string {
  const json = text.slice(text.indexOf('{'))
  try {
    const parsed: unknown = JSON.parse(json)
    if (isRecord(parsed) && typeof parsed.message === 'string') return parsed.message.slice(0, 200)
  } catch {
    // not the RPC form: the text itself is the reason
  }
  return text.slice(0, 200) || 'unknown'
}
