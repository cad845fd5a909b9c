import { WalletItemButton, type WalletItemProps } from '../WalletItem/WalletItemButton'

/** Props of {@link WalletGridItem}. */
export type WalletGridItemProps = WalletItemProps

/**
 * A wallet as a grid tile (AllWallets view): logo above a truncated name, badges below.
 *
 * @example
 * ```tsx
 * <WalletGridItem name="Rainbow" imageSrc={url} clock={clock} onSelect={pick} tabIndex={-1} />
 * ```
 */
export function WalletGridItem(props: WalletGridItemProps) {
  return <WalletItemButton {...props} layout="grid" />
}
