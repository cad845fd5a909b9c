import { createPortico } from 'portico'
import { createAnvilNetwork, ethereum, loadEip155Adapter } from 'portico/eip155'
import { walletConnect } from 'portico/walletconnect'

// A local node (anvil) when the page is opened with ?rpc=…, else Ethereum mainnet.
export const rpc = new URLSearchParams(location.search).get('rpc')

const metadata = {
  name: 'Portico example',
  description: 'Portico in a Vite + React app',
  url: location.origin,
  icons: [],
}

/** One Portico instance for the app: nothing is fetched until the visitor opens it. */
export const portico = createPortico({
  projectId: 'portico-example',
  metadata,
  networks: [rpc ? createAnvilNetwork(rpc) : ethereum],
  adapters: { eip155: () => loadEip155Adapter({ window }) },
  connectors: [walletConnect({ projectId: 'portico-example', metadata })],
})
