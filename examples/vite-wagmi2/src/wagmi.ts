import { porticoConnector } from 'portico/wagmi'
import { defineChain } from 'viem'
import { anvil, mainnet } from 'viem/chains'
import { createConfig, http } from 'wagmi'
import { portico, rpc } from './portico.ts'

/** The local node (anvil) Portico connects on when the page is opened with ?rpc=…. */
const local = defineChain({
  ...anvil,
  rpcUrls: { default: { http: [rpc ?? 'http://127.0.0.1:8545'] } },
})

/** wagmi follows Portico: one connector, Portico's, over the same chains. */
export const wagmiConfig = createConfig({
  chains: [local, mainnet],
  connectors: [porticoConnector(portico)],
  transports: { [local.id]: http(), [mainnet.id]: http() },
})
