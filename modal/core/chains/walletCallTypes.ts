/** One call of an EIP-5792 batch. */
export interface AdapterCall {
  to: string
  data?: string
  value?: bigint
}

/** A batch's state as wallet_getCallsStatus reports it. */
export interface AdapterCallsStatus {
  status: 'pending' | 'confirmed' | 'failed'
  atomic: boolean
  transactionHashes: string[]
}

/**
 * One ERC-7715 permission: its type (e.g. `native-token-recurring-allowance`) and the data that
 * type defines (for that one: `allowance` in wei as hex, `start` and `period` in seconds).
 */
export interface AdapterPermission {
  type: string
  data: Record<string, unknown>
}

/** What a site asks the wallet to grant (ERC-7715 wallet_grantPermissions). */
export interface AdapterPermissionRequest {
  /** When the grant ends, in unix seconds. */
  expiry: number
  permissions: AdapterPermission[]
}

/** What the wallet granted: the context that names the grant, and what it covers until when. */
export interface AdapterGrantedPermissions extends AdapterPermissionRequest {
  permissionsContext: string
}
