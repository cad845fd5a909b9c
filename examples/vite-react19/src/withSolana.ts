import { createPortico } from 'portico'
import { ethereum, loadEip155Adapter } from 'portico/eip155'
import { loadSolanaAdapter, solana, solanaWalletConnect, withSolanaRpcUrl } from 'portico/solana'
import { walletConnect } from 'portico/walletconnect'

const metadata = {
  name: 'Portico example',
  description: 'Portico on Ethereum and Solana',
  url: location.origin,
  icons: [],
}

/**
 * The same instance on Ethereum and Solana: one more network and one more loader. Wallet
 * Standard wallets are found on the page, @solana/web3.js loads only when the solana namespace
 * is used, and WalletConnect proposes both (`families: [solanaWalletConnect]`), so a phone
 * connects both in one session.
 */
export const multiChainPortico = createPortico({
  projectId: 'portico-example',
  metadata,
  networks: [ethereum, withSolanaRpcUrl(solana, 'https://your-solana-node.example')],
  adapters: {
    eip155: () => loadEip155Adapter({ window }),
    solana: () => loadSolanaAdapter({ window }),
  },
  connectors: [
    walletConnect({ projectId: 'portico-example', metadata, families: [solanaWalletConnect] }),
  ],
})
