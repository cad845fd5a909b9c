/** Stroke paths on a 24×24 grid; drawn with currentColor so icons follow the text colour. */
const PATHS = {
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6L6 18',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 7v6M12 16.5v.5M12 3a9 9 0 100 18 9 9 0 000-18z',
  info: 'M12 11v6M12 7.5v.5M12 3a9 9 0 100 18 9 9 0 000-18z',
  warning:
    'M12 9v4M12 16.5v.5M10.3 4.2L2.6 18a2 2 0 001.7 3h15.4a2 2 0 001.7-3L13.7 4.2a2 2 0 00-3.4 0z',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  wallet: 'M4 7h16v12H4zM4 7l12-3v3M16 13h.5',
  // The Account view's wallet features (buy, swap, receive, send).
  buy: 'M3 6h18v12H3zM3 10h18M7 15h3',
  swap: 'M7 4v13M3 13l4 4 4-4M17 20V7M13 11l4-4 4 4',
  receive: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  send: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  /** A browser window holding a wallet card: the legacy injected wallet, which has no name. */
  browser: 'M3 4h18v16H3zM3 8h18M6 6h.01M8.5 6h.01M8 12h8v5H8zM13.5 14.5h.5',
} as const

/** The name of a built-in icon. */
export type IconName = keyof typeof PATHS

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName
  /** Pixel size of the square; defaults to 16. */
  size?: number
}

/**
 * A decorative icon: hidden from assistive technology, so the control around it must carry the
 * accessible name (IconButton requires a `label` for that reason).
 *
 * @example
 * ```tsx
 * <Icon name="close" size={20} />
 * ```
 */
export function Icon({ name, size = 16 }: IconProps) {
  return <Glyph d={PATHS[name]} size={size} />
}

/** Props of {@link Glyph}. */
export interface GlyphProps {
  /** Path data on a 24×24 grid. */
  d: string
  size?: number
  /** A filled mark (a brand's logo) rather than the stroked line icons. */
  filled?: boolean
}

/**
 * One decorative 24×24 path in `currentColor`: the built-in line icons, and filled marks such
 * as the social providers' logos. Hidden from assistive technology: its button names it.
 *
 * @example
 * ```tsx
 * <Glyph d={SOCIAL_ICON_PATHS.google} size={20} filled />
 * ```
 */
export function Glyph({ d, size = 16, filled = false }: GlyphProps) {
  const paint = filled
    ? { fill: 'currentColor' }
    : {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round' as const,
        strokeLinejoin: 'round' as const,
      }
  return (
    <svg
      className="portico-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      {...paint}
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}
