import type { CaipNetworkId } from '../caip/types'

/**
 * The fields of a CAIP-122 sign-in message (SPEC §4 SIWX): what the wallet is asked to sign and
 * what a session records. Times are ISO 8601 strings, as the message prints them.
 *
 * @example
 * ```ts
 * const { nonce, expirationTime }: SiwxMessageData = await siwx.createMessage({ accountAddress, chainId })
 * ```
 */
export interface SiwxMessageData {
  accountAddress: string
  /** CAIP-2 id of the chain the visitor signs in on, e.g. `eip155:1`. */
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: string
  nonce: string
  /** One line of text the visitor agrees to; no line breaks. */
  statement?: string
  /**
   * When the message was written (RFC 3339). Every message the modal sends a wallet carries it
   * (a message without it is refused before the wallet is asked); optional only in the type.
   */
  issuedAt?: string
  /** After this instant (RFC 3339) the message no longer signs anyone in. */
  expirationTime?: string
  /** Before this instant (RFC 3339) the message does not sign anyone in yet. */
  notBefore?: string
  /** The host's id for this sign-in request (EIP-4361 `Request ID`). */
  requestId?: string
  /** URIs the visitor grants access to (EIP-4361 `Resources`), one per line. */
  resources?: readonly string[]
}

/**
 * A message ready to sign: its fields and the text the wallet shows (`toString()`).
 *
 * @example
 * ```ts
 * const message: SiwxMessage = await siwx.createMessage({ accountAddress, chainId: 'eip155:1' })
 * await wallet.signMessage(message.toString())
 * ```
 */
export interface SiwxMessage extends SiwxMessageData {
  toString(): string
}

/**
 * What the modal asks `createMessage` for: who signs in, on which chain.
 *
 * @example
 * ```ts
 * const message = await siwx.createMessage({ accountAddress, chainId: 'eip155:1' } satisfies SiwxMessageInput)
 * ```
 */
export interface SiwxMessageInput {
  accountAddress: string
  chainId: CaipNetworkId
}

/**
 * A signed-in session: the message's fields, its text and the wallet's signature.
 *
 * @example
 * ```ts
 * const sessions: SiwxSession[] = await siwx.getSessions('eip155:1', address)
 * ```
 */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
}
