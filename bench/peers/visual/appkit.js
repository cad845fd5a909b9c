import './fixtureWallet.js'
import { createAppKit } from '@reown/appkit'
import { mainnet } from '@reown/appkit/networks'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'

// AppKit's Connect view as its docs set it up (the wagmi adapter, one network), opened at once.
const theme = new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light'
const projectId = 'visual-review'
const networks = [mainnet]
const wagmiAdapter = new WagmiAdapter({ networks, projectId })
const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  themeMode: theme,
  metadata: { name: 'Peer', description: 'Peer', url: location.origin, icons: [] },
  features: { analytics: false },
})
modal.open()
