import '@rainbow-me/rainbowkit/styles.css'
import './fixtureWallet.js'
import {
  darkTheme,
  getDefaultConfig,
  lightTheme,
  RainbowKitProvider,
  useConnectModal,
} from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { WagmiProvider } from 'wagmi'

// RainbowKit's Connect view as its README sets it up (getDefaultConfig), opened at once.
const theme = new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light'
const config = getDefaultConfig({
  appName: 'Peer',
  projectId: 'visual-review',
  chains: [mainnet],
  transports: { [mainnet.id]: http('http://127.0.0.1:9/') },
})
const queryClient = new QueryClient()

function Open() {
  const { openConnectModal } = useConnectModal()
  useEffect(() => {
    openConnectModal?.()
  }, [openConnectModal])
  return null
}

createRoot(document.getElementById('root')).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider theme={theme === 'dark' ? darkTheme() : lightTheme()}>
        <Open />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
