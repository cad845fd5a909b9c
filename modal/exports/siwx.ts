/**
 * `portico/siwx`: the ready-made sign-in-with-wallet configurations for the `siwx` option.
 * `createLocalSiwx` keeps sessions in the page's storage; `createServerSiwx` has a server
 * issue the nonce and verify each signature before a session exists.
 *
 * @example
 * ```ts
 * import { createLocalSiwx } from 'portico/siwx'
 * const siwx = createLocalSiwx({ storage: localStorage, clock, random: Math.random,
 *   domain: location.host, uri: location.origin, statement: 'Sign in to Acme', required: true })
 * createPortico({ projectId, networks, siwx })
 * ```
 */
export type {
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxSession,
} from '../core/options/siwxTypes'
export { formatCaip122 } from '../features/siwx/caip122'
export { type BuiltInSiwxOptions, createLocalSiwx } from '../features/siwx/localSiwx'
export { createServerSiwx, type ServerSiwxOptions } from '../features/siwx/serverSiwx'
