import type { Clock } from '../../core/clock/clock'
import type { KeyValueStorage } from '../../core/deps'
import type { SiwxConfig } from '../../core/options/options'
import type { SiwxMessageData, SiwxMessageInput } from '../../core/options/siwxTypes'
import { makeNonce, toSiwxMessage } from './caip122'
import { SessionBook } from './sessionBook'

/** A session lasts a day unless the host says otherwise. */
export const DEFAULT_SESSION_MS = 24 * 60 * 60 * 1000

/**
 * Options shared by the built-in SIWX configurations.
 *
 * @example
 * ```ts
 * const siwx = createLocalSiwx({ storage: localStorage, clock, random: Math.random, domain: 'shop.example', uri: 'https://shop.example' })
 * ```
 */
export interface BuiltInSiwxOptions {
  /** Where sessions are kept (the same storage the host gives Portico). */
  storage: KeyValueStorage
  clock: Pick<Clock, 'now'>
  /** A number in [0, 1), like Math.random (nonces). */
  random: () => number
  /** The site's domain and URI, as the message names them. */
  domain: string
  uri: string
  statement?: string
  /** When true, the visitor cannot use the site connected without signing in. */
  required?: boolean
  /** How long a session lasts; default {@link DEFAULT_SESSION_MS}. */
  sessionMs?: number
}

/** The message fields every built-in writes, around a nonce it got from somewhere. */
export function messageData(
  options: BuiltInSiwxOptions,
  input: SiwxMessageInput,
  nonce: string,
): SiwxMessageData {
  const now = options.clock.now()
  return {
    accountAddress: input.accountAddress,
    chainId: input.chainId,
    domain: options.domain,
    uri: options.uri,
    version: '1',
    nonce,
    ...(options.statement ? { statement: options.statement } : {}),
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + (options.sessionMs ?? DEFAULT_SESSION_MS)).toISOString(),
  }
}

/**
 * The built-in SIWX configuration that needs no server: CAIP-122 messages with a local nonce,
 * sessions kept in the injected storage until they expire or the visitor disconnects. It does
 * not check signatures (nothing is protected by it but the page itself); use
 * {@link createServerSiwx} where a server must trust the session.
 *
 * @example
 * ```ts
 * const siwx = createLocalSiwx({ storage: localStorage, clock, random: Math.random,
 *   domain: location.host, uri: location.origin, required: true })
 * createPortico({ projectId, networks, siwx })
 * ```
 */
export function createLocalSiwx(options: BuiltInSiwxOptions): SiwxConfig {
  const book = new SessionBook(options.storage, () => options.clock.now())
  return {
    required: options.required === true,
    createMessage: async (input) =>
      toSiwxMessage(messageData(options, input, makeNonce(options.random))),
    addSession: async (session) => book.add(session),
    getSessions: async (chainId, address) => book.find(chainId, address),
    revokeSession: async (chainId, address) => book.remove(chainId, address),
    clearSessions: () => book.clear(),
    bindStorage: (prefix) => book.bindStorage(prefix),
  }
}
