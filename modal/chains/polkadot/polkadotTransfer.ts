// The runtime's storage and extrinsics are typed by @polkadot/api-augment (types only: the
// library build does not see the augmentation otherwise).
/// <reference types="@polkadot/api-augment" />
import type { ApiPromise } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import type { DispatchError } from '@polkadot/types/interfaces'
import type { TransferRequest } from '../../core/chains/chainAdapter'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import { toWalletError as toExtensionError } from '../../core/errors/walletError'

/** The balances transfer that keeps the sender alive (never below the existential deposit). */
export function buildTransfer(api: ApiPromise, request: TransferRequest) {
  if (request.token) {
    throw new PorticoError('WALLET_UNSUPPORTED_METHOD', {
      details: 'polkadot sends the native token only',
    })
  }
  if (request.amount <= 0n) throw new PorticoError('ENTER_VALID_AMOUNT')
  return api.tx.balances.transferKeepAlive(request.to, request.amount)
}

/** The runtime's reason for a failed dispatch, e.g. `balances.InsufficientBalance`. */
function dispatchReason(api: ApiPromise, error: DispatchError): string {
  if (!error.isModule) return error.type
  const { section, name } = api.registry.findMetaError(error.asModule)
  return `${section}.${name}`
}

/**
 * Signs the transfer through the extension's signer, submits it and follows it until a block
 * includes it; resolves to the extrinsic hash. A dispatch error (the runtime refused it inside
 * the block) or a dropped / invalid extrinsic rejects with the runtime's reason.
 *
 * @example
 * ```ts
 * const hash = await sendTransfer(api, buildTransfer(api, request), address, signer)
 * ```
 */
export function sendTransfer(
  api: ApiPromise,
  tx: ReturnType<typeof buildTransfer>,
  from: string,
  signer: Signer,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let unsubscribe: (() => void) | undefined
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      outcome()
      unsubscribe?.()
    }
    const refuse = (reason: string) =>
      settle(() => reject(featureError('POLKADOT_TX_FAILED', { values: { reason } })))
    tx.signAndSend(from, { signer }, ({ status, dispatchError }) => {
      if (dispatchError) return refuse(dispatchReason(api, dispatchError))
      if (status.isInBlock || status.isFinalized) return settle(() => resolve(tx.hash.toHex()))
      if (status.isDropped || status.isInvalid || status.isUsurped) refuse(status.type)
    })
      .then((stop) => {
        unsubscribe = stop
        if (settled) stop()
      })
      .catch((error: unknown) => settle(() => reject(toExtensionError(error))))
  })
}
