import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { LAB_POLKADOT_ACCOUNTS } from '../../chains/polkadot/labPolkadotKeys'

/**
 * The simulated extension's key pairs and signing, loaded only when the extension is first used
 * (the keyring and the sr25519 WASM are heavy, and the demo page must not load them up front).
 */
export interface ExtensionKeys {
  /** `address` in the lab's generic format (chains re-encode addresses with their own prefix). */
  canonical(address: string): string
  signRaw(address: string, data: string): string
  signPayload(payload: SignerPayloadJSON): string
}

/**
 * Derives the lab accounts' sr25519 pairs from their dev URIs.
 *
 * @example
 * ```ts
 * const keys = await loadExtensionKeys()
 * keys.signRaw(alice, '0x<Bytes>hi</Bytes>')
 * ```
 */
export async function loadExtensionKeys(): Promise<ExtensionKeys> {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
  const pairs = new Map<string, KeyringPair>()
  for (const { uri, address } of LAB_POLKADOT_ACCOUNTS) pairs.set(address, keyring.addFromUri(uri))
  const pairOf = (address: string) => {
    const pair = pairs.get(keyring.encodeAddress(address, 42))
    if (!pair) throw new Error(`the extension holds no key for ${address}`)
    return pair
  }
  return {
    canonical: (address) => keyring.encodeAddress(address, 42),
    // Extensions wrap raw bytes in <Bytes>…</Bytes> (idempotent), so no message is a transaction.
    signRaw: (address, data) => u8aToHex(pairOf(address).sign(u8aWrapBytes(hexToU8a(data)))),
    signPayload(payload) {
      // As polkadot{.js} does without the chain's metadata: the payload names its extensions.
      const registry = new TypeRegistry()
      registry.setSignedExtensions(payload.signedExtensions)
      const extrinsic = registry.createType('ExtrinsicPayload', payload, {
        version: payload.version,
      })
      return extrinsic.sign(pairOf(payload.address)).signature
    },
  }
}
