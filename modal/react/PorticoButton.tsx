import { type ReactElement, useRef } from 'react'
import type { Portico } from '../core/createPortico'
import { useButtonText } from '../ui/i18n/i18nContext'
import { truncateAddress } from '../ui/views/shared/truncateAddress'
import { prefetchModal } from './lazyModal'
import { usePorticoInstance } from './PorticoContext'
import type { PorticoButtonRender, PorticoButtonSize } from './porticoButtonRender'
import { porticoButtonStyle } from './porticoButtonStyle'
import { useBalanceText } from './useBalanceText'
import { type OpenModalOptions, usePortico } from './usePortico'
import { usePorticoAccount } from './usePorticoAccount'
import { usePorticoNetwork } from './usePorticoNetwork'
import { usePorticoTheme } from './usePorticoTheme'

/**
 * Props of {@link PorticoButton}.
 *
 * @example
 * ```tsx
 * <PorticoButton variant="network" size="sm" className="nav-button" />
 * ```
 */
export interface PorticoButtonProps {
  /**
   * `connect` (default): "Connect Wallet" while disconnected, the account once connected.
   * `account`: the truncated address and balance; nothing while disconnected.
   * `network`: the active network's name; opens the network list.
   */
  variant?: 'connect' | 'account' | 'network'
  className?: string
  /**
   * The text while disconnected, instead of the locale's "Connect Wallet".
   *
   * @example
   * ```tsx
   * <PorticoButton label="Sign in" />
   * ```
   */
  label?: string
  /**
   * `sm` (32 px high), `md` (40 px, default) or `lg` (48 px); the font scales with it.
   *
   * @example
   * ```tsx
   * <PorticoButton size="lg" />
   * ```
   */
  size?: PorticoButtonSize
  /**
   * Whether the connected pill shows the native balance beside the account (default true).
   *
   * @example
   * ```tsx
   * <PorticoButton showBalance={false} />
   * ```
   */
  showBalance?: boolean
  /**
   * Draws the host's own element instead of Portico's button, from the account, network and
   * actions ({@link PorticoButtonRenderState}); `variant`, `size` and `className` then do not
   * apply.
   *
   * @example
   * ```tsx
   * <PorticoButton
   *   render={({ isConnected, displayName, label, open }) => (
   *     <button type="button" className="my-button" onClick={open}>
   *       {isConnected ? displayName : label}
   *     </button>
   *   )}
   * />
   * ```
   */
  render?: PorticoButtonRender
}

/**
 * The button a host puts on its page to open the modal. Focus returns to it when the modal
 * closes.
 *
 * @example
 * ```tsx
 * <header>
 *   <PorticoButton variant="network" size="sm" />
 *   <PorticoButton label="Sign in" showBalance={false} />
 * </header>
 * ```
 */
export function PorticoButton(props: PorticoButtonProps): ReactElement | null {
  // The return type is named: inferred, it is React 19's ReactNode spelt out in the .d.ts,
  // which React 18's JSX refuses (a React 18 host's `tsc -b` failed on `<PorticoButton />`).
  const { variant = 'connect', className, size = 'md', showBalance = true, render } = props
  const portico = usePorticoInstance()
  const open = useOpenNextFrame()
  const { t, locale } = useButtonText()
  const account = usePorticoAccount()
  const network = usePorticoNetwork()
  const { themeMode, themeVariables, themePreset } = usePorticoTheme()
  // The host's token (Options.tokens) stands in for the native balance, as on AppKit's button.
  const shown = account.hostTokenBalance ?? {
    balance: account.balance,
    symbol: account.balanceSymbol,
  }
  const balanceText = useBalanceText(showBalance ? shown.balance : undefined, shown.symbol, locale)
  // A reconnecting account (a server-rendered initialState, say) shows as the account too.
  const connected = Boolean(account.address && account.status !== 'disconnected')
  const label = props.label ?? t('connect.title')
  const style = (primary: boolean) =>
    porticoButtonStyle(themeMode, themeVariables, primary, themePreset, size)

  if (render) {
    const custom = render({
      status: account.status,
      isConnected: connected,
      address: account.address,
      displayName: connected ? displayName(account.profileName, account.address) : undefined,
      balance: balanceText,
      network: network.caipNetwork,
      label,
      open: () => (connected ? open({ view: 'Account' }) : openConnect(portico, open)),
      openConnect: () => openConnect(portico, open),
      openAccount: () => open({ view: 'Account' }),
      openNetworks: () => open({ view: 'Networks' }),
    })
    return <>{custom}</>
  }

  const common = {
    type: 'button' as const,
    className,
    'data-portico-button': variant,
    // A pointer on its way to the button (or keyboard focus) starts loading the modal's chunk.
    onPointerEnter: prefetchModal,
    onFocus: prefetchModal,
  }

  if (variant === 'network') {
    return (
      <button {...common} style={style(false)} onClick={() => open({ view: 'Networks' })}>
        {network.caipNetwork?.name ?? t('networks.title')}
      </button>
    )
  }

  if (connected) {
    return (
      <button {...common} style={style(false)} onClick={() => open({ view: 'Account' })}>
        {balanceText && <span style={{ flex: 'none' }}>{balanceText}</span>}
        <span style={NAME_STYLE}>{displayName(account.profileName, account.address)}</span>
      </button>
    )
  }

  if (variant === 'account') return null
  return (
    <button
      {...common}
      style={style(true)}
      aria-busy={account.status === 'connecting' || undefined}
      onPointerDown={(event) => event.button === 0 && fetchAheadOfConnect(portico)}
      onClick={() => open()}
    >
      {label}
    </button>
  )
}

/** The profile name, else the truncated address. */
function displayName(profileName: string | undefined, address: string | undefined) {
  return profileName ?? (address ? truncateAddress(address) : undefined)
}

/** A custom render's Connect: the listing request starts with it, as on the button's press. */
function openConnect(portico: Portico, open: (options?: OpenModalOptions) => void): void {
  fetchAheadOfConnect(portico)
  open()
}

/**
 * The press that opens the Connect view starts its wallet-listing request: a release follows
 * the press by a tenth of a second or so, time for the answer to be in the view's first frame.
 * Only on a press: hovering or focusing the button asks nothing of any server.
 */
function fetchAheadOfConnect(portico: Portico): void {
  if (portico.modal.viewOnOpen === 'Connect') portico.services.listingSummary?.prefetch()
}

/** A long name (an ENS name, say) is cut with an ellipsis rather than wrapping the pill. */
const NAME_STYLE = {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const

/**
 * `open()` at the next animation frame, not inside the click: a click's state updates render
 * synchronously before its handler returns (mobx observers update through
 * useSyncExternalStore, which no transition defers), so the whole Connect view used to render
 * inside the press (~18 ms). Now the press returns at once and the view renders just before
 * the next paint. Presses within one frame open once.
 */
function useOpenNextFrame(): (options?: OpenModalOptions) => void {
  const { open } = usePortico()
  const pending = useRef(false)
  return (options) => {
    if (pending.current) return
    const frame = globalThis.requestAnimationFrame
    if (!frame) return open(options)
    pending.current = true
    frame(() => {
      pending.current = false
      open(options)
    })
  }
}
