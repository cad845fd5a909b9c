import { PorticoButton, PorticoProvider, usePorticoAccount } from 'portico/react'
import { portico } from './portico.ts'

function Account() {
  const { isConnected, address } = usePorticoAccount()
  return <p data-testid="account">{isConnected ? `Connected: ${address}` : 'Not connected'}</p>
}

export default function App() {
  return (
    <PorticoProvider portico={portico}>
      <main>
        <h1>Portico on Vite + React</h1>
        <PorticoButton />
        <Account />
      </main>
    </PorticoProvider>
  )
}
