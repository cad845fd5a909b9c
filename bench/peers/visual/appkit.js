import { createAppKit } from '@reown/appkit'
import { mainnet } from '@reown/appkit/networks'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { FIXTURE_ADDRESS } from './fixtureWallet.js'

// AppKit as its docs set it up (the wagmi adapter, one network): `?view=button` shows its
// <appkit-button> alone; `?view=connect` opens its
// Connect view at once; `?view=account` connects the fixture wallet first and opens the
// modal (AppKit picks Account, or its "Switch network" view on a chain the page does not offer).
const params = new URLSearchParams(location.search)
const theme = params.get('theme') === 'dark' ? 'dark' : 'light'
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
if (params.get('view') === 'account') {
  const { connect } = await import('@wagmi/core')
  const config = wagmiAdapter.wagmiConfig
  const fixture = () => config.connectors.find((c) => c.id === 'dev.portico.fixture')
  while (!fixture()) await new Promise((done) => setTimeout(done, 50))
  await connect(config, { connector: fixture() }).catch(() => {})
  while (!modal.getAddress()) await new Promise((done) => setTimeout(done, 50))
  console.log('connected', FIXTURE_ADDRESS)
}
if (params.get('view') === 'button') {
  document.body.style.background = theme === 'dark' ? '#141414' : '#ffffff'
  document.getElementById('root').innerHTML =
    '<div id="shot" style="display:inline-block;padding:24px"><appkit-button></appkit-button></div>'
} else modal.open()
