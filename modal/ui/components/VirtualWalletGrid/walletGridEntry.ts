/** One wallet in the {@link VirtualWalletGrid}. */
export interface WalletGridEntry {
  id: string
  name: string
  imageSrc?: string
  installed?: boolean
  recent?: boolean
}
