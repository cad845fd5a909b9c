/**
 * `portico/react`: the provider, the hooks and the button for React hosts.
 *
 * @example
 * ```tsx
 * import { createPortico } from 'portico'
 * import { PorticoButton, PorticoProvider, usePorticoAccount } from 'portico/react'
 *
 * const portico = createPortico({ projectId: 'my-project', networks })
 *
 * export function App() {
 *   return (
 *     <PorticoProvider portico={portico}>
 *       <PorticoButton />
 *     </PorticoProvider>
 *   )
 * }
 * ```
 */

export type { PorticoButtonProps } from '../react/PorticoButton'
export { PorticoButton } from '../react/PorticoButton'
export { usePorticoInstance } from '../react/PorticoContext'
export { PorticoProvider } from '../react/PorticoProvider'
export type { PorticoProviderProps } from '../react/PorticoProviderShell'
export type {
  PorticoButtonRender,
  PorticoButtonRenderState,
  PorticoButtonSize,
} from '../react/porticoButtonRender'
export type { PorticoEvent, PorticoEventName } from '../react/porticoEvents'
export type { UseDisconnectResult } from '../react/useDisconnect'
export { useDisconnect } from '../react/useDisconnect'
export type { OpenModalOptions, UsePorticoResult } from '../react/usePortico'
export { usePortico } from '../react/usePortico'
export type { PorticoAccount } from '../react/usePorticoAccount'
export { usePorticoAccount } from '../react/usePorticoAccount'
export type { PorticoEventCallbacks } from '../react/usePorticoEvents'
export { usePorticoEvents } from '../react/usePorticoEvents'
export type { PorticoNetwork, UsePorticoNetworkResult } from '../react/usePorticoNetwork'
export { usePorticoNetwork } from '../react/usePorticoNetwork'
export { usePorticoProvider } from '../react/usePorticoProvider'
export type { PorticoState } from '../react/usePorticoState'
export { usePorticoState } from '../react/usePorticoState'
export type { UsePorticoThemeResult } from '../react/usePorticoTheme'
export { usePorticoTheme } from '../react/usePorticoTheme'
export type { UseWalletInfoResult } from '../react/useWalletInfo'
export { useWalletInfo } from '../react/useWalletInfo'
export type { HostLocaleBundle, HostLocales } from '../ui/i18n/hostLocales'
export type { Locale } from '../ui/i18n/loadLocale'
export type { Message } from '../ui/i18n/message'
