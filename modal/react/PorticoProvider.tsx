import { mountLazyModal } from './lazyModal'
import { type PorticoProviderProps, PorticoProviderShell } from './PorticoProviderShell'

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
 * The modal's UI is its own chunk, loaded when the page is idle, when PorticoButton is pointed
 * at or focused, or when the modal opens (whichever comes first): start-up stays small.
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
  return <PorticoProviderShell {...props} mountModal={mountLazyModal} />
}
