import { numberToHex } from 'viem'
import type { Eip1193Provider } from '../../connectors/injected/eip1193'
import type { CaipNetwork } from '../../core/caip/types'
import type {
  AdapterGrantedPermissions,
  AdapterPermission,
  AdapterPermissionRequest,
} from '../../core/chains/walletCallTypes'
import { providerCall as call } from './providerCall'
import { readCapabilities } from './walletCalls'

/**
 * ERC-7715: whether the wallet grants permissions on `network`, from its wallet_getCapabilities
 * (`permissions.supported`). A wallet without the method, or without the capability, cannot.
 *
 * @example
 * ```ts
 * if (await supportsPermissions(provider, address, network)) showGrant()
 * ```
 */
export async function supportsPermissions(
  provider: Eip1193Provider,
  address: string,
  network: CaipNetwork,
): Promise<boolean> {
  const permissions = (await readCapabilities(provider, address, network))?.permissions
  return (permissions as { supported?: unknown } | undefined)?.supported === true
}

/**
 * ERC-7715 wallet_grantPermissions for `address` on `network`. The wallet's answer is checked
 * (a permissions context string; the expiry and permissions it reports, else the requested
 * ones) before Portico shows or keeps it.
 *
 * @example
 * ```ts
 * const granted = await grantPermissions(provider, address, network, { expiry, permissions })
 * granted.permissionsContext // '0x…'
 * ```
 */
export async function grantPermissions(
  provider: Eip1193Provider,
  address: string,
  network: CaipNetwork,
  request: AdapterPermissionRequest,
): Promise<AdapterGrantedPermissions> {
  const answer = (await call<unknown>(provider, 'wallet_grantPermissions', [
    {
      chainId: numberToHex(Number(network.id)),
      address,
      expiry: request.expiry,
      permissions: request.permissions.map((p) => ({ ...p, policies: [] })),
    },
  ])) as { permissionsContext?: unknown; expiry?: unknown; grantedPermissions?: unknown } | null
  const context = answer?.permissionsContext
  if (typeof context !== 'string' || !/^0x[0-9a-f]+$/i.test(context)) {
    throw new TypeError('wallet_grantPermissions answered no permissions context')
  }
  const expiry = typeof answer?.expiry === 'number' ? answer.expiry : request.expiry
  const reported = grantedList(answer?.grantedPermissions)
  return { permissionsContext: context, expiry, permissions: reported ?? request.permissions }
}

/** The permissions a wallet reports as granted, when they have the ERC-7715 shape. */
function grantedList(value: unknown): AdapterPermission[] | undefined {
  const list = (value as { permissions?: unknown } | null)?.permissions ?? value
  if (!Array.isArray(list) || list.length === 0) return undefined
  const valid = list.every(
    (p) => typeof p?.type === 'string' && typeof p?.data === 'object' && p.data !== null,
  )
  return valid ? list.map((p) => ({ type: p.type, data: p.data })) : undefined
}

/**
 * ERC-7715 wallet_revokePermissions of a grant.
 *
 * @example
 * ```ts
 * await revokePermissions(provider, granted.permissionsContext)
 * ```
 */
export async function revokePermissions(provider: Eip1193Provider, context: string): Promise<void> {
  await call(provider, 'wallet_revokePermissions', [{ permissionsContext: context }])
}
