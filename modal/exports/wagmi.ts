/**
 * `portico/wagmi`: Portico as a wagmi connector (wagmi 3; @wagmi/core is an optional peer).
 * wagmi's hooks then follow the connection a visitor makes in Portico.
 *
 * @example
 * ```ts
 * import { createConfig, http } from 'wagmi'
 * import { porticoConnector } from 'portico/wagmi'
 *
 * export const wagmiConfig = createConfig({
 *   chains: [mainnet],
 *   connectors: [porticoConnector(portico)],
 *   transports: { [mainnet.id]: http() },
 * })
 * ```
 */

export type { PorticoConnectorOptions } from '../connectors/wagmi/porticoConnector'
export { porticoConnector } from '../connectors/wagmi/porticoConnector'
