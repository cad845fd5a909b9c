import { type WalletConnectOptions, walletConnect } from 'portico/walletconnect'

type LoadTransport = NonNullable<WalletConnectOptions['loadTransport']>
type Transport = Awaited<ReturnType<LoadTransport>>

/** A fixed pairing URI, so the QR code is the same pixels on every run. */
export const FIXTURE_PAIRING_URI =
  'wc:7f1c2a4e00004000800000000000000000000000000000000000000000000001@2?relay-protocol=irn&symKey=0000000000000000000000000000000000000000000000000000000000000001'

const never = <T>() => new Promise<T>(() => {})

/**
 * WalletConnect through the public plugin with a fixture transport instead of a relay: the
 * proposal answers the fixed URI (or never, for a loading state) and no wallet ever approves,
 * so the pairing views hold still.
 */
export function fixtureWalletConnect(pairing: 'uri' | 'hang') {
  const transport: Transport = {
    propose: () =>
      pairing === 'hang'
        ? never()
        : Promise.resolve({ uri: FIXTURE_PAIRING_URI, approval: never() }),
    sessions: () => [],
    request: () => never(),
    disconnect: async () => {},
    subscribe: () => () => {},
    close: async () => {},
  }
  return walletConnect({
    projectId: 'portico-visual',
    metadata: {
      name: 'Acme NFT Market',
      description: 'Visual fixtures',
      url: 'http://127.0.0.1',
      icons: [],
    },
    loadTransport: async () => transport,
  })
}
