import { useRef } from 'react'
import type { Portico } from '../core/createPortico'
import { useButtonText } from '../ui/i18n/i18nContext'
import { truncateAddress } from '../ui/views/shared/truncateAddress'
import { prefetchModal } from './lazyModal'
import { usePorticoInstance } from './PorticoContext'
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
 * <PorticoButton variant="network" className="nav-button" />
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
}

/**
 * The button a host puts on its page to open the modal. Focus returns to it when the modal
 * closes.
 *
 * @example
 * ```tsx
 * <header>
 *   <PorticoButton variant="network" />
 *   <PorticoButton />
 * </header>
 * ```
 */
export function PorticoButton({ variant = 'connect', className }: PorticoButtonProps) {
  const portico = usePorticoInstance()
  const open = useOpenNextFrame()
  const { t, locale } = useButtonText()
  const account = usePorticoAccount()
  const network = usePorticoNetwork()
  const { themeMode, themeVariables, themePreset } = usePorticoTheme()
  const balance = useBalanceText(account.balance, account.balanceSymbol, locale)

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
      <button
        {...common}
        style={porticoButtonStyle(themeMode, themeVariables, false, themePreset)}
        onClick={() => open({ view: 'Networks' })}
      >
        {network.caipNetwork?.name ?? t('networks.title')}
      </button>
    )
  }

  // A reconnecting account (a server-rendered initialState, say) shows as the account too.
  if (account.address && account.status !== 'disconnected') {
    return (
      <button
        {...common}
        style={porticoButtonStyle(themeMode, themeVariables, false, themePreset)}
        onClick={() => open({ view: 'Account' })}
      >
        {balance && <span style={{ flex: 'none' }}>{balance}</span>}
        <span style={NAME_STYLE}>{account.profileName ?? truncateAddress(account.address)}</span>
      </button>
    )
  }

  if (variant === 'account') return null
  return (
    <button
      {...common}
      style={porticoButtonStyle(themeMode, themeVariables, true, themePreset)}
      aria-busy={account.status === 'connecting' || undefined}
      onPointerDown={(event) => event.button === 0 && fetchAheadOfConnect(portico)}
      onClick={() => open()}
    >
      {t('connect.title')}
    </button>
  )
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
