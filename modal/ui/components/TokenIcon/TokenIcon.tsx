import type { Clock } from '../../../core/clock/clock'
import { safeImageUrl } from '../../../core/validation/urlPolicy'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../WalletImage/WalletImage'
import { monogramScale, tokenMark } from './tokenMonogram'
import { useImagePreload } from './useImagePreload'

/** Props of {@link TokenIcon}. */
export interface TokenIconProps {
  /** The token's symbol, e.g. "USDC": the monogram of the fallback. */
  symbol: string
  /** The token's icon URL from the Blockchain API (outside text: it passes the URL policy). */
  src?: string
  /** The injected clock that times the preload (SPEC §9: 2 s, then the fallback). */
  clock: Clock
  /** Square size in pixels; defaults to 32. */
  size?: number
}

/**
 * A token's icon: its image when the one URL policy allows it and it loads within 2 s, else a
 * circle with the symbol written out (up to four characters; a known token's sign, "₿" for
 * BTC) on the token's colour or one drawn from the symbol (see tokenMark), so USDC and USDT
 * never share a mark. Decorative: the token's name and symbol are written beside it.
 *
 * @example
 * ```tsx
 * <TokenIcon symbol="USDC" src={token.iconUrl} clock={portico.deps.clock} />
 * ```
 */
export function TokenIcon(props: TokenIconProps) {
  const src = safeImageUrl(props.src)
  if (src === undefined) return <Monogram {...props} />
  // A new source is a new preload: the key gives it fresh state and a fresh timer.
  return <PreloadedIcon key={src} {...props} src={src} />
}

function PreloadedIcon(props: TokenIconProps & { src: string }) {
  const { src, clock, size = 32 } = props
  const [load, events] = useImagePreload(clock, IMAGE_PRELOAD_TIMEOUT_MS)
  if (load === 'failed') return <Monogram {...props} />
  return (
    <img
      className="portico-token-icon"
      src={src}
      alt=""
      width={size}
      height={size}
      data-state={load}
      {...events}
    />
  )
}

function Monogram({ symbol, size = 32 }: TokenIconProps) {
  const { text, colors } = tokenMark(symbol)
  const [from, to] = colors
  return (
    <span
      aria-hidden="true"
      className="portico-token-icon portico-token-icon--fallback"
      data-symbol={symbol}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * monogramScale(text)),
        background: `linear-gradient(135deg, ${from}, ${to})`,
      }}
    >
      {text}
    </span>
  )
}
