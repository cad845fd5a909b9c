import type { ReactNode } from 'react'
import type { CaipNetwork } from '../core/caip/types'
import type { ConnectionStatus } from '../core/stores/chainState'

/**
 * What a custom render of {@link PorticoButton} receives: the account and network as the
 * built-in button shows them, and the actions it would take. Every field is ready to show;
 * nothing here needs the modal's chunk.
 *
 * @example
 * ```tsx
 * <PorticoButton render={({ isConnected, displayName, openConnect, openAccount }) => (
 *   <MyButton onClick={isConnected ? openAccount : openConnect}>{displayName ?? 'Sign in'}</MyButton>
 * )} />
 * ```
 */
export interface PorticoButtonRenderState {
  status: ConnectionStatus
  /** True once the active namespace is connected (or restoring a known account). */
  isConnected: boolean
  address: string | undefined
  /** The profile name, else the truncated address (`0x1234…abcd`); undefined while disconnected. */
  displayName: string | undefined
  /** The formatted native balance ("1.239 ETH"), when fetched and `showBalance` is on. */
  balance: string | undefined
  network: CaipNetwork | undefined
  /** The label the built-in button shows while disconnected (`label`, else the locale's). */
  label: string
  /** Opens Connect (disconnected) or Account (connected), as the built-in button does. */
  open(): void
  openConnect(): void
  openAccount(): void
  openNetworks(): void
}

/**
 * A custom render of PorticoButton: the host draws its own element from the state; Portico
 * keeps the modal, its focus return and the press-time prefetch.
 *
 * @example
 * ```tsx
 * const render: PorticoButtonRender = ({ label, open }) => <a onClick={open}>{label}</a>
 * ```
 */
export type PorticoButtonRender = (state: PorticoButtonRenderState) => ReactNode

/**
 * The button's three sizes: control height, side padding and font scale (× the theme's
 * master font size).
 *
 * @example
 * ```ts
 * BUTTON_SIZES.sm.minHeight // '32px'
 * ```
 */
export const BUTTON_SIZES = {
  sm: { minHeight: '32px', padding: '0 12px', fontScale: 1.2, gap: '6px' },
  md: { minHeight: '40px', padding: '0 16px', fontScale: 1.4, gap: '8px' },
  lg: { minHeight: '48px', padding: '0 20px', fontScale: 1.6, gap: '10px' },
} as const

/**
 * One of {@link BUTTON_SIZES}' keys: `sm`, `md` or `lg`.
 *
 * @example
 * ```tsx
 * const size: PorticoButtonSize = 'lg'
 * return <PorticoButton size={size} />
 * ```
 */
export type PorticoButtonSize = keyof typeof BUTTON_SIZES
