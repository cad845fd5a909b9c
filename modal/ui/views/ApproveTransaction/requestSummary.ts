import { base64, hex } from '@scure/base'
import { decodeBase58 } from '../../../chains/solana/base58'
import type { AdapterRequest } from '../../../core/chains/chainAdapter'
import type { MessageKey } from '../../i18n/locales/en'
import { solanaTransfers } from './solanaTransferSummary'

/** One line of a request's summary: a catalogue label and an untrusted value shown as text. */
export interface SummaryRow {
  label: MessageKey
  value: string
}

const MAX_VALUE_LENGTH = 400

/** Long values are cut so a hostile request cannot flood the dialog. */
function clip(value: string): string {
  return value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}…` : value
}

function param(request: AdapterRequest, index: number): unknown {
  return Array.isArray(request.params) ? request.params[index] : undefined
}

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d])

function hasControlCharacters(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return true
  }
  return false
}

/** Decodes a 0x hex message to text when it is printable UTF-8; otherwise keeps the hex. */
export function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return JSON.stringify(message) ?? ''
  if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return message
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hex.decode(message.slice(2)))
    // Control characters (other than line breaks and tabs) mean this is data, not a message.
    return hasControlCharacters(text) ? message : text
  } catch {
    return message
  }
}

/** A Solana message travels as base58 (SPEC §7 frame RPC): shown as its text when it is one. */
function readableSolanaMessage(message: unknown): string {
  const bytes = typeof message === 'string' ? decodeBase58(message) : undefined
  if (!bytes) return readableMessage(message)
  return readableMessage(`0x${hex.encode(bytes)}`)
}

/** The SOL transfers of a base64 transaction (the frame's wire format), when it is only that. */
function solanaTransfersOf(transaction: unknown) {
  if (typeof transaction !== 'string') return undefined
  try {
    return solanaTransfers(base64.decode(transaction))
  } catch {
    return undefined
  }
}

/** Base units to a decimal string (wei to ETH), exact; undefined when not an integer. */
export function formatUnits(value: unknown, decimals: number): string | undefined {
  let units: bigint
  try {
    units = BigInt(value as string | bigint)
  } catch {
    return undefined
  }
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined
}

function typedData(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

/**
 * A readable summary of a request waiting for approval: the decoded message of a
 * `personal_sign`, recipient, amount and data of a transaction, app and type of typed data,
 * the number of calls of a batch, else the raw parameters. Every value is a plain string that
 * the view renders as text, never as markup.
 *
 * @example
 * ```ts
 * summarizeRequest({ method: 'personal_sign', params: ['0x68656c6c6f', '0xabc'] }, 'ETH', 18)
 * // [{ label: 'approve.message', value: 'hello' }]
 * ```
 */
export function summarizeRequest(
  request: AdapterRequest,
  symbol: string,
  decimals: number,
): SummaryRow[] {
  const rows: SummaryRow[] = []
  const add = (label: MessageKey, value: unknown) => {
    if (value === undefined || value === null || value === '') return
    rows.push({
      label,
      value: clip(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
    })
  }
  switch (request.method) {
    case 'personal_sign':
      add('approve.message', readableMessage(param(request, 0)))
      break
    case 'solana_signMessage':
      add(
        'approve.message',
        readableSolanaMessage(field(request.params, 'message') ?? param(request, 0)),
      )
      break
    case 'eth_sendTransaction': {
      const tx = param(request, 0)
      add('approve.to', field(tx, 'to'))
      const amount = formatUnits(field(tx, 'value'), decimals)
      if (amount !== undefined) add('approve.value', `${amount} ${symbol}`)
      const data = field(tx, 'data')
      if (typeof data === 'string' && data !== '0x') add('approve.data', data)
      break
    }
    case 'eth_signTypedData_v4': {
      const data = typedData(param(request, 1))
      add('approve.domain', field(field(data, 'domain'), 'name'))
      add('approve.primaryType', field(data, 'primaryType'))
      add('approve.message', field(data, 'message'))
      break
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const transfers = solanaTransfersOf(field(request.params, 'transaction'))
      if (!transfers) {
        add('approve.params', request.params)
        break
      }
      for (const transfer of transfers) {
        add('approve.to', transfer.to)
        add('approve.value', `${formatUnits(transfer.lamports, decimals)} ${symbol}`)
      }
      break
    }
    case 'wallet_sendCalls': {
      const calls = field(param(request, 0), 'calls')
      add('approve.calls', Array.isArray(calls) ? String(calls.length) : undefined)
      break
    }
    default:
      add('approve.params', request.params)
  }
  return rows
}
