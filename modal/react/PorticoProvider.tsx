import { ModalRoot } from '../ui/ModalRoot/ModalRoot'
import { PorticoProviderBase, type PorticoProviderProps } from './PorticoProviderBase'

/**
 * Provides a Portico instance to the hooks and components below and mounts the modal into a
 * shadow root. Given `options`, it creates the instance once (later option changes are
 * ignored, as with any constructor); given `portico`, it uses that one. It calls `init()`
 * (idempotent) to restore a previous visit. The modal is attached to `<body>` unless the
 * append-to-page switch is off; in embedded mode (`enableEmbedded`) it renders inside
 * `embeddedTarget`. It renders on a server too (no browser global is read before an effect);
 * with the `initialState` option read by `cookieToInitialState` and a `createCookieStorage()`
 * storage, the server-rendered page shows the returning visitor's account (docs/ssr.md).
 *
 * @example
 * ```tsx
 * <PorticoProvider
 *   options={{ projectId: 'p1', networks: [mainnet], adapters: { eip155: () => loadEip155Adapter({ window }) } }}
 * >
 *   <PorticoButton />
 * </PorticoProvider>
 * ```
 */
export function PorticoProvider(props: PorticoProviderProps) {
  return <PorticoProviderBase {...props} modalRoot={ModalRoot} />
}
