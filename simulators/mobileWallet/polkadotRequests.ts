import type { SignerPayloadJSON } from '@polkadot/types/types'
import { isHex, stringToHex } from '@polkadot/util'
import { type ExtensionKeys, loadExtensionKeys } from '../wallets/polkadot/extensionKeys'
import { WalletRequestError } from './eip155Requests'

export { POLKADOT_WALLET_METHODS } from './polkadotGrant'

/** JSON-RPC "invalid params". */
const INVALID_PARAMS = -32602

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

let keys: Promise<ExtensionKeys> | undefined

/**
 * Answers one polkadot request from a WalletConnect session with the lab's sr25519 keys (the
 * extension's): `polkadot_signMessage` `{address, message}` signs the `<Bytes>`-wrapped message,
 * `polkadot_signTransaction` `{address, transactionPayload}` signs the extrinsic payload; both
 * answer `{ id, signature }` as the WalletConnect polkadot docs show. Bad params are -32602.
 *
 * @example
 * ```ts
 * await handlePolkadotRequest('polkadot_signMessage', { address, message: 'hi' })
 * ```
 */
export async function handlePolkadotRequest(
  method: string,
  params: unknown,
): Promise<{ id: number; signature: string }> {
  if (!isRecord(params) || typeof params.address !== 'string') {
    throw new WalletRequestError(INVALID_PARAMS, 'params need an address')
  }
  keys ??= loadExtensionKeys()
  const signer = await keys
  if (method === 'polkadot_signMessage' && typeof params.message === 'string') {
    const data = isHex(params.message) ? params.message : stringToHex(params.message)
    return { id: 0, signature: signer.signRaw(params.address, data) }
  }
  if (method === 'polkadot_signTransaction' && isRecord(params.transactionPayload)) {
    const payload = params.transactionPayload as unknown as SignerPayloadJSON
    return { id: 0, signature: signer.signPayload({ ...payload, address: params.address }) }
  }
  throw new WalletRequestError(INVALID_PARAMS, `bad params for ${method}`)
}
