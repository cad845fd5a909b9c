import { WalletItemButton, type WalletItemProps } from '../WalletItem/WalletItemButton'

/** Props of {@link WalletListItem}. */
export type WalletListItemProps = WalletItemProps

/**
 * A wallet as a full-width row (Connect view): logo, name, badges.
 *
 * @example
 * ```tsx
 * <WalletListItem name="MetaMask" imageSrc={url} installed recent clock={clock} onSelect={pick} />
 * ```
 */
export function WalletListItem(props: WalletListItemProps) {
  return <WalletItemButton {...props} layout="list" />
}
