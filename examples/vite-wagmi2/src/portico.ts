import { createPortico } from 'portico'
import { createAnvilNetwork, ethereum, loadEip155Adapter } from 'portico/eip155'

// A local node (anvil) when the page is opened with ?rpc=…, else Ethereum mainnet.
const rpc = new URLSearchParams(location.search).get('rpc')

/** One Portico instance for the app: nothing is fetched until the visitor opens it. */
export const portico = createPortico({
  projectId: 'portico-example',
  metadata: {
    name: 'Portico example',
    description: 'Portico in a create-wagmi app',
    url: location.origin,
    icons: [],
  },
  networks: [rpc ? createAnvilNetwork(rpc) : ethereum],
  adapters: { eip155: () => loadEip155Adapter({ window }) },
})
