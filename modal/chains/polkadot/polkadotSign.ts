import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import { toWalletError as toExtensionError } from '../../core/errors/walletError'
import type { InjectedSigner } from './injectedWeb3'

/**
 * Signs `message` with the extension's `signRaw` as `<Bytes>…</Bytes>`-wrapped bytes (what
 * extensions sign, so a message can never pass for a transaction) and verifies the signature
 * against the address before handing it out.
 *
 * @example
 * ```ts
 * const signature = await signMessageRaw(signer, address, 'hello') // 0x… (64 bytes + type)
 * ```
 */
export async function signMessageRaw(
  signer: InjectedSigner,
  address: string,
  message: string,
): Promise<string> {
  if (!signer.signRaw) throw new PorticoError('WALLET_UNSUPPORTED_METHOD', { details: 'signRaw' })
  const wrapped = u8aWrapBytes(message)
  let signature: unknown
  try {
    const result = await signer.signRaw({ address, data: u8aToHex(wrapped), type: 'bytes' })
    signature = result?.signature
  } catch (error) {
    throw toExtensionError(error)
  }
  await cryptoWaitReady()
  if (typeof signature !== 'string' || !/^0x[0-9a-f]+$/i.test(signature)) {
    throw featureError('POLKADOT_SIGNATURE_INVALID', { details: 'no hex signature' })
  }
  if (!signatureVerify(wrapped, signature, address).isValid) {
    throw featureError('POLKADOT_SIGNATURE_INVALID')
  }
  return signature
}
