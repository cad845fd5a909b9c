/** The WalletConnect brand blue. */
export const WALLETCONNECT_BLUE = '#3396FF'

/** Props of {@link WalletConnectMark}. */
export interface WalletConnectMarkProps {
  /** Square size in pixels; defaults to 40. */
  size?: number
  /**
   * The accessible name; leave it out where the name is written beside the mark (a wallet
   * row says "WalletConnect" already), and the mark is hidden from assistive technology.
   */
  label?: string
}

/**
 * The WalletConnect mark: a brand-blue tile with the bridge-and-wave shape (an arc over a
 * double wave), drawn for Portico so that the pairing option is recognisable at a glance
 * instead of a letter tile. Pure SVG, no request.
 *
 * @example
 * ```tsx
 * <WalletConnectMark size={40} />
 * ```
 */
export function WalletConnectMark({ size = 40, label }: WalletConnectMarkProps) {
  return (
    <svg
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className="portico-walletconnect-mark"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      focusable="false"
      data-mark="walletconnect"
    >
      {label && <title>{label}</title>}
      <rect width="40" height="40" rx="11" fill={WALLETCONNECT_BLUE} />
      <g fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round">
        {/* The arc: a wide cap over the wave. */}
        <path d="M11.5 17 C16.2 12.4 23.8 12.4 28.5 17" />
        {/* The wave: two valleys that meet in a peak under the arc. */}
        <path d="M7.5 20.8 L13.2 26.4 L20 20.2 L26.8 26.4 L32.5 20.8" />
      </g>
    </svg>
  )
}
