/**
 * The text the wallet signs to revoke a smart session; the server checks the signature
 * against it (the lab's stub does, with the session owner's address).
 *
 * @example
 * ```ts
 * revokeMessage('pci-1') // 'Revoke smart session pci-1'
 * ```
 */
export const revokeMessage = (pci: string) => `Revoke smart session ${pci}`
