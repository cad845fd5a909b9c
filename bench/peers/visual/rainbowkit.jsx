import '@rainbow-me/rainbowkit/styles.css'
import './fixtureWallet.js'
import {
  ConnectButton,
  darkTheme,
  getDefaultConfig,
  lightTheme,
  RainbowKitProvider,
  useAccountModal,
  useChainModal,
  useConnectModal,
} from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { useAccount, useConnect, WagmiProvider } from 'wagmi'

// RainbowKit as its README sets it up (getDefaultConfig): `?view=button` shows its
// ConnectButton alone; `?view=connect` opens its Connect
// modal at once; `?view=account` connects the fixture wallet and opens the account modal (on
// a chain the page does not offer, the chain modal: RainbowKit's "Wrong network").
const params = new URLSearchParams(location.search)
const theme = params.get('theme') === 'dark' ? 'dark' : 'light'
const view = params.get('view') ?? 'connect'
if (view === 'button') document.body.style.background = theme === 'dark' ? '#141414' : '#ffffff'
const config = getDefaultConfig({
  appName: 'Peer',
  projectId: 'visual-review',
  chains: [mainnet],
  transports: { [mainnet.id]: http('http://127.0.0.1:9/') },
})
const queryClient = new QueryClient()

function Open() {
  const { openConnectModal } = useConnectModal()
  const { openAccountModal } = useAccountModal()
  const { openChainModal } = useChainModal()
  const { connectors, connect } = useConnect()
  const { isConnected, chainId } = useAccount()
  const fixture = connectors.find((connector) => connector.id === 'dev.portico.fixture')
  useEffect(() => {
    if (view === 'connect') openConnectModal?.()
    else if (!isConnected && fixture) connect({ connector: fixture })
    else if (isConnected && chainId !== mainnet.id) openChainModal?.()
    else if (isConnected) openAccountModal?.()
  }, [openConnectModal, openAccountModal, openChainModal, isConnected, chainId, fixture, connect])
  return null
}

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider theme={theme === 'dark' ? darkTheme() : lightTheme()}>
        {view === 'button' ? (
          <div id="shot" style={{ display: 'inline-block', padding: 24 }}>
            <ConnectButton />
          </div>
        ) : (
          <Open />
        )}
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
