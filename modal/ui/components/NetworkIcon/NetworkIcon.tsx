import type { CaipNetwork } from '../../../core/caip/types'
import type { Clock } from '../../../core/clock/clock'
import { WalletImage } from '../WalletImage/WalletImage'

/** Props of {@link NetworkIcon}. */
export interface NetworkIconProps {
  network: Pick<CaipNetwork, 'name' | 'assets'>
  /** Times the image preload (SPEC §9: 2 s, then the fallback). */
  clock: Clock
  /**
   * Turns `assets.imageId` into a URL (the listing's asset-image endpoint,
   * `walletListing.assetImageUrl`); without it only `assets.imageUrl` is used.
   */
  imageUrlOf?: ((imageId: string) => string) | undefined
  /** Square size in pixels; defaults to 24. */
  size?: number
  /** Hidden from assistive technology when the network's name is written beside it. */
  decorative?: boolean
}

/**
 * A network's round icon from `assets.imageUrl`, else `assets.imageId` through the image API,
 * through the one URL policy and the 2 s preload; the fallback is the same generated monogram
 * wallets get, in a circle. Use it wherever a network is listed (Networks, UnsupportedChain,
 * the Account header).
 *
 * @example
 * ```tsx
 * <NetworkIcon network={portico.chains.activeCaipNetwork} clock={portico.deps.clock}
 *   imageUrlOf={services.walletListing?.assetImageUrl} decorative />
 * ```
 */
export function NetworkIcon({
  network,
  clock,
  imageUrlOf,
  size = 24,
  decorative = false,
}: NetworkIconProps) {
  const { imageUrl, imageId } = network.assets ?? {}
  const src = imageUrl ?? (imageId && imageUrlOf ? imageUrlOf(imageId) : undefined)
  return (
    <WalletImage
      name={network.name}
      src={src}
      clock={clock}
      size={size}
      decorative={decorative}
      round
    />
  )
}
