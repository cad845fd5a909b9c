/**
 * `portico/siwx`: the ready-made sign-in-with-wallet configurations for the `siwx` option.
 * `createLocalSiwx` keeps sessions in the page's storage; `createServerSiwx` has a server
 * issue the nonce and verify each signature before a session exists. On that server,
 * `verifySiwx` checks a signed message (eip155 EOA and ERC-1271 / ERC-6492 smart accounts,
 * solana ed25519, bip122 BIP-322); its family code loads only when it is called.
 *
 * @example
 * ```ts
 * import { createLocalSiwx } from 'portico/siwx'
 * const siwx = createLocalSiwx({ storage: localStorage, clock, random: Math.random,
 *   domain: location.host, uri: location.origin, statement: 'Sign in to Acme', required: true })
 * createPortico({ projectId, networks, siwx })
 * // on the server:
 * import { verifySiwx } from 'portico/siwx'
 * const result = await verifySiwx({ message, signature, now: Date.now(), expected: { nonce } })
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
export { parseCaip122 } from '../features/siwx/parseCaip122'
export { createServerSiwx, type ServerSiwxOptions } from '../features/siwx/serverSiwx'
export {
  type SiwxVerification,
  type VerifySiwxParams,
  verifySiwx,
} from '../features/siwx/verifySiwx'
