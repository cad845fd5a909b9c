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
  statement?: string
  issuedAt?: string
  expirationTime?: string
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
