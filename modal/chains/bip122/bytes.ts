import { base64, hex } from '@scure/base'

/** Hex and base64 over Uint8Array through @scure/base (no Node Buffer: the adapter runs in a browser). */

export const toHex = (bytes: Uint8Array) => hex.encode(bytes)

/** Throws on text that is not an even run of hex digits. */
export const fromHex = (text: string) => hex.decode(text)

export const toBase64 = (bytes: Uint8Array) => base64.encode(bytes)

/** Throws on text that is not padded base64. */
export const fromBase64 = (text: string) => base64.decode(text)
