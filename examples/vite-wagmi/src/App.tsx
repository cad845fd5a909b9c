import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { disconnect } from '@wagmi/core'
import { PorticoButton, PorticoProvider } from 'portico/react'
import { useState } from 'react'
import { verifyMessage } from 'viem'
import { useAccount, useConnections, useSignMessage, WagmiProvider } from 'wagmi'
import { portico } from './portico.ts'
import { wagmiConfig } from './wagmi.ts'

const queryClient = new QueryClient()
const MESSAGE = 'Hello from wagmi, through Portico'

function SignMessage() {
  const { address, status } = useAccount()
  const { signMessageAsync } = useSignMessage()
  const [result, setResult] = useState<string>()
  if (status !== 'connected' || !address) return <p data-testid="wagmi-account">wagmi: {status}</p>
  const sign = async () => {
    const signature = await signMessageAsync({ message: MESSAGE })
    const valid = await verifyMessage({ address, message: MESSAGE, signature })
    setResult(`${valid ? 'verified' : 'invalid'} ${signature}`)
  }
  return (
    <>
      <p data-testid="wagmi-account">wagmi: {address}</p>
      <button type="button" onClick={sign}>
        Sign a message
      </button>
      {result && <p data-testid="signature">{result}</p>}
    </>
  )
}

/** wagmi's own view: its status, the connector it uses and every connection it holds. */
function WagmiState() {
  const { status, connector } = useAccount()
  const connections = useConnections()
  const ids = connections.map((connection) => connection.connector.id).join(', ')
  return (
    <>
      <p data-testid="wagmi-state">
        wagmi {status}
        {connector ? ` via ${connector.id}` : ''}; connections: {ids || 'none'}
      </p>
      <button type="button" onClick={() => disconnect(wagmiConfig)}>
        wagmi disconnect
      </button>
    </>
  )
}

export default function App() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider portico={portico}>
          <main>
            <h1>Portico with wagmi</h1>
            <PorticoButton />
            <SignMessage />
            <WagmiState />
          </main>
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
