// Apart from the HTTP client: the listing's image addresses need these, not the client.

/** What identifies this SDK to every Portico backend. */
export interface SdkIdentity {
  projectId: string
  /** Sent as `st`. */
  sdkType: string
  /** Sent as `sv`. */
  sdkVersion: string
  /** Sent as `clientId` when set; a function is read per call (the id may arrive later). */
  clientId?: string | (() => string | undefined)
}
/**
 * The query parameters every SDK call carries (`projectId`, `st`, `sv`, `clientId` when set).
 *
 * @example
 * ```ts
 * sdkParams({ projectId: 'p1', sdkType: 'portico', sdkVersion: '0.1.0' })
 * // { projectId: 'p1', st: 'portico', sv: '0.1.0', clientId: undefined }
 * ```
 */
export function sdkParams(identity: SdkIdentity) {
  const { clientId } = identity
  return {
    projectId: identity.projectId,
    st: identity.sdkType,
    sv: identity.sdkVersion,
    clientId: typeof clientId === 'function' ? clientId() : clientId,
  }
}
