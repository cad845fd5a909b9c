import type { Clock } from '../../core/clock/clock'
import type { SiwxConfig } from '../../core/options/options'
import type { SiwxSession } from '../../core/options/siwxTypes'
import {
  createSdkHttpClient,
  type SdkHttpClientConfig,
} from '../../core/services/http/sdkHttpClient'
import { readProperty } from '../../core/validation/result'
import { toSiwxMessage } from './caip122'
import { type BuiltInSiwxOptions, messageData } from './localSiwx'
import { SessionBook } from './sessionBook'

/**
 * Options of {@link createServerSiwx}: the built-in ones plus the sign-in server.
 *
 * @example
 * ```ts
 * const siwx = createServerSiwx({ ...builtIn, clock, server: { baseUrl: 'https://api.shop.example', fetch, projectId, sdkType: 'portico', sdkVersion: '0.1.0' } })
 * ```
 */
export interface ServerSiwxOptions extends BuiltInSiwxOptions {
  clock: Clock
  /** The sign-in server (the lab's Blockchain API stub serves `/v1/siwx/*`). */
  server: Omit<SdkHttpClientConfig, 'clock'>
}

const accountKey = (chainId: string, address: string) => `${chainId}|${address.toLowerCase()}`

/**
 * The built-in SIWX configuration that a server trusts: the nonce comes from the server
 * (GET /v1/siwx/nonce), and a session exists only once the server verified the signature
 * (POST /v1/siwx/sessions → a token). Sessions are kept in the injected storage with their
 * token, and each read asks the server whether the token still holds.
 *
 * @example
 * ```ts
 * const siwx = createServerSiwx({ storage: localStorage, clock, random: Math.random,
 *   domain: location.host, uri: location.origin, required: true,
 *   server: { fetch, baseUrl: 'https://api.acme.example', projectId, sdkType: 'portico', sdkVersion } })
 * ```
 */
export function createServerSiwx(options: ServerSiwxOptions): SiwxConfig {
  const http = createSdkHttpClient({ ...options.server, clock: options.clock })
  const book = new SessionBook(options.storage, () => options.clock.now())
  const tokens = (): Record<string, string> => {
    try {
      const parsed: unknown = JSON.parse(options.storage.getItem(book.keyOf('siwxTokens')) ?? '{}')
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {}
    } catch {
      return {}
    }
  }
  const setToken = (key: string, token: string | undefined) => {
    const all = tokens()
    if (token === undefined) delete all[key]
    else all[key] = token
    options.storage.setItem(book.keyOf('siwxTokens'), JSON.stringify(all))
  }
  const forget = (chainId: string, address: string) => {
    book.remove(chainId, address)
    setToken(accountKey(chainId, address), undefined)
  }
  return {
    required: options.required === true,
    async createMessage(input) {
      const nonce = readProperty(await http.get<unknown>('/v1/siwx/nonce'), 'nonce')
      if (typeof nonce !== 'string' || !nonce) throw new TypeError('The server sent no nonce')
      return toSiwxMessage(messageData(options, input, nonce))
    },
    async addSession(session: SiwxSession) {
      const answer = await http.post<unknown>('/v1/siwx/sessions', { body: session })
      const token = readProperty(answer, 'token')
      if (typeof token !== 'string') throw new TypeError('The server issued no session')
      book.add(session)
      setToken(accountKey(session.data.chainId, session.data.accountAddress), token)
    },
    async getSessions(chainId, address) {
      const sessions = book.find(chainId, address)
      const token = tokens()[accountKey(chainId, address)]
      if (sessions.length === 0 || typeof token !== 'string') return []
      const answer = await http.get<unknown>(`/v1/siwx/sessions/${encodeURIComponent(token)}`)
      if (readProperty(answer, 'valid') === true) return sessions
      forget(chainId, address)
      return []
    },
    async revokeSession(chainId, address) {
      const token = tokens()[accountKey(chainId, address)]
      forget(chainId, address)
      if (typeof token === 'string') {
        await http.post(`/v1/siwx/sessions/${encodeURIComponent(token)}/revoke`, { body: {} })
      }
    },
    bindStorage: (prefix) => book.bindStorage(prefix),
    clearSessions() {
      book.clear()
      options.storage.removeItem(book.keyOf('siwxTokens'))
    },
  }
}
