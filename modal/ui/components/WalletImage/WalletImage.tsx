import { useEffect, useState } from 'react'
import type { Clock } from '../../../core/clock/clock'
import { safeImageUrl } from '../../../core/validation/urlPolicy'
import { useOffstage } from '../Offstage/offstage'
import { monogramHue, walletInitials } from './walletInitials'

/** SPEC §9: an image that has not loaded within 2 s is replaced by the fallback. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000

/** Props of {@link WalletImage}. */
export interface WalletImageProps {
  /** The wallet's name: the image's alt text and the source of the fallback initials. */
  name: string
  src?: string
  /** The injected clock that times the preload (a ManualClock in tests and the lab). */
  clock: Clock
  /** Defaults to {@link IMAGE_PRELOAD_TIMEOUT_MS}. */
  timeoutMs?: number
  /** Square size in pixels; defaults to 48. */
  size?: number
  /** Empty alt text, for when the name is already written next to the image. */
  decorative?: boolean
  /** A circle instead of a rounded square (network icons). */
  round?: boolean
}

/**
 * A wallet logo that falls back to the wallet's initials when there is no image, the image
 * fails, or it takes longer than the preload time-out.
 *
 * @example
 * ```tsx
 * <WalletImage name="MetaMask" src={wallet.imageUrl} clock={deps.clock} />
 * ```
 */
export function WalletImage(props: WalletImageProps) {
  // The one URL policy (urlPolicy.ts): anything but https, loopback http or data:image is
  // shown as initials.
  const src = safeImageUrl(props.src)
  if (src === undefined) return <Initials {...props} />
  // A new source is a new preload: the key gives it fresh state and a fresh timer.
  return <PreloadedImage key={src} {...props} src={src} />
}

function PreloadedImage(props: WalletImageProps & { src: string }) {
  const { name, src, clock, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS, size = 48 } = props
  // In a prepared, hidden view the image is not requested until the view shows.
  const offstage = useOffstage()
  const [load, setLoad] = useState<'loading' | 'loaded' | 'failed'>('loading')

  useEffect(() => {
    const timer = clock.setTimeout(
      () => setLoad((current) => (current === 'loading' ? 'failed' : current)),
      timeoutMs,
    )
    return () => clock.clearTimeout(timer)
  }, [clock, timeoutMs])

  if (load === 'failed') return <Initials {...props} />
  return (
    <img
      className="portico-wallet-image"
      src={offstage ? undefined : src}
      alt={props.decorative ? '' : name}
      width={size}
      height={size}
      data-state={load}
      style={props.round ? { borderRadius: '50%' } : undefined}
      // Decode off the main thread: a scrolling grid mounts dozens of logos per second.
      decoding="async"
      onLoad={() => setLoad((current) => (current === 'loading' ? 'loaded' : current))}
      onError={() => setLoad('failed')}
    />
  )
}

/**
 * The one fallback: a monogram tile in a colour generated from the name, so a wallet without a
 * usable image looks the same in every view and two such wallets side by side differ.
 */
function Initials({ name, size = 48, decorative, round }: WalletImageProps) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name }
  return (
    <span
      {...a11y}
      className="portico-wallet-image portico-wallet-image--fallback"
      data-monogram={monogramHue(name)}
      style={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        background: `hsl(${monogramHue(name)} 50% 30%)`,
        color: '#fff',
        ...(round ? { borderRadius: '50%' } : {}),
      }}
    >
      <span aria-hidden="true">{walletInitials(name)}</span>
    </span>
  )
}
