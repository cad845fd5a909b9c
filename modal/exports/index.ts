/**
 * `portico`: the framework-free entry. Create an instance, open the modal, read its stores.
 * Nothing here touches the DOM or the network at import.
 *
 * @example
 * ```ts
 * import { createPortico } from 'portico'
 * import { ethereum, loadEip155Adapter, withRpcUrl } from 'portico/eip155'
 *
 * const portico = createPortico({
 *   projectId: 'my-project',
 *   networks: [withRpcUrl(ethereum, 'http://127.0.0.1:8545')],
 *   adapters: { eip155: () => loadEip155Adapter({ window }) },
 * })
 * await portico.init()
 * portico.open()
 * ```
 */

export type { ParsedCaipAddress } from '../core/caip/caipAddress'
export { formatCaipAddress, isCaipAddress, parseCaipAddress } from '../core/caip/caipAddress'
export type { ParsedCaipNetworkId } from '../core/caip/caipNetworkId'
export {
  formatCaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
} from '../core/caip/caipNetworkId'
export { isChainNamespace } from '../core/caip/namespace'
export type {
  AccountType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
} from '../core/caip/types'
export { CHAIN_NAMESPACES } from '../core/caip/types'
export type {
  AdapterAccount,
  AdapterConnection,
  AdapterConnector,
  AdapterEvent,
  AdapterRequest,
  ChainAdapter,
  ChainAdapterLoader,
} from '../core/chains/chainAdapter'
export type { NamespaceProviders, ProviderOf } from '../core/chains/providers'
export type { Clock, TimerId } from '../core/clock/clock'
export { ManualClock } from '../core/clock/manualClock'
export { createRealClock } from '../core/clock/realClock'
export type { CreatePorticoOptions } from '../core/createPortico'
export { createPortico, Portico } from '../core/createPortico'
export type { FetchFn, KeyValueStorage, Logger, PorticoDeps } from '../core/deps'
export { createMemoryStorage } from '../core/deps'
export type { ErrorCode } from '../core/errors/catalogue'
export { ERROR_CATALOGUE } from '../core/errors/catalogue'
export type { CoreErrorCode } from '../core/errors/coreMessages'
export type { FeatureErrorCode } from '../core/errors/featureMessages'
export { catalogueError } from '../core/errors/featureMessages'
export type { PorticoErrorOptions } from '../core/errors/porticoError'
export { isPorticoError, PorticoError } from '../core/errors/porticoError'
export type {
  EventFeed,
  PorticoEvent,
  PorticoEventListener,
  PorticoEventName,
  PorticoEventProperties,
} from '../core/events/eventFeed'
export { formatBalance } from '../core/format/number'
export type { Features } from '../core/options/features'
export type {
  AllWalletsOption,
  AppMetadata,
  CustomWallet,
  PorticoOptions,
  ServiceEndpoints,
  SiweConfig,
  SiwxConfig,
  TokenOption,
} from '../core/options/options'
export type { Platform } from '../core/options/platform'
export type { ThemeMode, ThemePresetVariables, ThemeVariables } from '../core/options/theme'
export type {
  ConnectorPlugin,
  ConnectorPluginContext,
  ConnectorPluginInstall,
} from '../core/plugins/connectorPlugin'
export { hostedEndpoints } from '../core/services/hostedEndpoints'
export type { CookieStorageOptions } from '../core/storage/cookieStorage'
export { cookieToInitialState, createCookieStorage } from '../core/storage/cookieStorage'
export type { InitialAccount, PorticoInitialState } from '../core/storage/initialState'
export type { AccountState, ConnectedWalletInfo, ConnectionStatus } from '../core/stores/chainState'
export type { OpenOptions } from '../core/stores/modalStore'
export type { PorticoPorts } from '../core/stores/ports'
export type { ViewName } from '../core/stores/routerStore'
export { VIEWS } from '../core/stores/routerStore'
export { isEvmAddress, isSolanaAddress } from '../core/validation/address'
export { isEmail, isOtp } from '../core/validation/auth'
export { isAccountName } from '../core/validation/nameRegistration'
export {
  darkTheme,
  lightTheme,
  midnightTheme,
  sunsetTheme,
  themePresets,
} from '../ui/theme/presets'
export type {
  PorticoCssVariable,
  ThemeOverrides,
  ThemePreset,
} from '../ui/theme/themeContract'
