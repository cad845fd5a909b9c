import { Icon } from './Icon'

/** Props of {@link BrowserWalletMark}. */
export interface BrowserWalletMarkProps {
  /** Square size in pixels; defaults to 40. */
  size?: number
}

/**
 * The tile of "Browser Wallet" (a wallet that only sets window.ethereum and says no name or
 * image): the browser icon on the modal's surface, instead of a "BW" letter tile. Decorative:
 * the name is written beside it.
 *
 * @example
 * ```tsx
 * <WalletListItem name="Browser Wallet" image={<BrowserWalletMark />} … />
 * ```
 */
export function BrowserWalletMark({ size = 40 }: BrowserWalletMarkProps) {
  return (
    <span
      aria-hidden="true"
      className="portico-wallet-image"
      data-mark="browser-wallet"
      style={{
        width: size,
        height: size,
        color: 'var(--portico-color-accent, #3396ff)',
      }}
    >
      <Icon name="browser" size={Math.round(size * 0.6)} />
    </span>
  )
}
