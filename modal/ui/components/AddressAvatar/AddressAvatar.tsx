import { useId } from 'react'
import { addressColors } from './addressColors'

/** Props of {@link AddressAvatar}. */
export interface AddressAvatarProps {
  address: string
  size?: number
}

/**
 * The avatar of an account without a profile image: a gradient with an accent circle, all
 * derived from the address, so it is deterministic and never shows the "0" of "0x".
 * Decorative: the account's name or address is next to it.
 *
 * @example
 * ```tsx
 * <AddressAvatar address="0xf39F…2266" size={64} />
 * ```
 */
export function AddressAvatar({ address, size = 64 }: AddressAvatarProps) {
  const id = useId()
  const [from, to, accent] = addressColors(address)
  return (
    <svg
      className="portico-address-avatar"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      data-colors={`${from} ${to} ${accent}`}
    >
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${id}-g)`} />
      <circle cx="44" cy="22" r="12" fill={accent} opacity="0.7" />
    </svg>
  )
}
