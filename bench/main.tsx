import { createRoot } from 'react-dom/client'
import { BenchApp } from './BenchApp'

const query = new URLSearchParams(location.search)
const root = document.getElementById('root')
/** Only a query that asks for more families or the wallet loads their chunk (before render). */
const extra = ['solana', 'polkadot', 'wallet', 'customWallet'].some((flag) => query.has(flag))

if (root && !extra) createRoot(root).render(<BenchApp />)
else if (root) {
  void import('./benchFamilies').then(({ benchFamilies }) =>
    createRoot(root).render(<BenchApp families={benchFamilies(query)} />),
  )
}
