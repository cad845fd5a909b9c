import { encodeBase58 } from '../../../chains/solana/base58'

/** What a visitor reads of a Solana SOL transfer waiting for approval. */
export interface SolanaTransferSummary {
  to: string
  lamports: bigint
}

/** The System Program's id (32 zero bytes) and its Transfer instruction's index. */
const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TRANSFER = 2

/**
 * Reads the SOL transfers of a serialized legacy transaction (the wire format a wallet signs),
 * without a Solana library in the view: signatures, header, account keys, blockhash, then the
 * instructions, keeping the System Program transfers. Undefined when the bytes are not such a
 * transaction (any other instruction, a versioned message, or a truncation): the view then
 * shows the raw parameters instead of guessing.
 *
 * @example
 * ```ts
 * solanaTransfers(bytes) // [{ to: '8czM…', lamports: 250000000n }]
 * ```
 */
export function solanaTransfers(bytes: Uint8Array): SolanaTransferSummary[] | undefined {
  let at = 0
  const byte = () => {
    if (at >= bytes.length) throw new RangeError('truncated')
    return bytes[at++] as number
  }
  const length = () => {
    // compact-u16: 7 bits per byte, high bit set while more follow.
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const b = byte()
      value |= (b & 0x7f) << shift
      if (!(b & 0x80)) return value
    }
    throw new RangeError('bad length')
  }
  const take = (n: number) => {
    if (at + n > bytes.length) throw new RangeError('truncated')
    at += n
    return bytes.subarray(at - n, at)
  }
  try {
    take(length() * 64)
    if ((bytes[at] ?? 0) & 0x80) return undefined // a versioned message
    take(3)
    const keys = Array.from({ length: length() }, () => encodeBase58(take(32)))
    take(32)
    const transfers: SolanaTransferSummary[] = []
    for (let count = length(), i = 0; i < count; i++) {
      const program = keys[byte()]
      const accounts = Array.from({ length: length() }, () => byte())
      const data = take(length())
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
      const to = keys[accounts[1] ?? -1]
      if (program !== SYSTEM_PROGRAM || data.length !== 12 || !to) return undefined
      if (view.getUint32(0, true) !== TRANSFER) return undefined
      transfers.push({ to, lamports: view.getBigUint64(4, true) })
    }
    return at === bytes.length && transfers.length > 0 ? transfers : undefined
  } catch {
    return undefined
  }
}
