/**
 * Measures WalletConnect pairing through the local relay with the real clients:
 * connect() → URI shown, URI shown → session settled, and one personal_sign round trip.
 *
 *   npx tsx simulators/relay/bench.ts [runs]     (default 7, at least 5)
 */
import { performance } from 'node:perf_hooks'
import { createWalletConnectConnector } from '../../modal/connectors/walletconnect/walletConnectConnector'
import { createRealClock } from '../../modal/core/clock/realClock'
import { createMemoryStorage } from '../../modal/core/deps'
import { MobileWallet } from '../mobileWallet/mobileWallet'
import { RelaySimulator } from './relaySimulator'

const runs = Math.max(5, Number(process.argv[2] ?? 7) || 7)
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

const relay = new RelaySimulator()
await relay.start()
const toUri: number[] = []
const toSession: number[] = []
const toSignature: number[] = []

for (let run = 0; run < runs; run++) {
  // A fresh phone per run: a wallet-side sign client pauses 1 s after each answer before it
  // hands out the next request, which would otherwise dominate the request timing.
  const wallet = await MobileWallet.create({ relayUrl: relay.url })
  const connector = createWalletConnectConnector({
    projectId: 'portico-bench',
    relayUrl: relay.url,
    metadata: { name: 'Portico bench', description: 'bench', url: 'http://127.0.0.1', icons: [] },
    networks: [
      {
        id: 31337,
        caipNetworkId: 'eip155:31337',
        name: 'Anvil',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      },
    ],
    clock: createRealClock(),
    storage: createMemoryStorage(),
    customStoragePrefix: `bench-${run}`,
  })
  const start = performance.now()
  const offer = await connector.connect()
  const shown = performance.now()
  await wallet.pair(offer.uri)
  await offer.approval
  const settled = performance.now()
  await connector.request({ method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] })
  const signed = performance.now()
  toUri.push(shown - start)
  toSession.push(settled - shown)
  toSignature.push(signed - settled)
  await connector.destroy()
  await wallet.stop()
}

const fmt = (values: number[]) =>
  `${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`
console.log(`WalletConnect pairing over the local relay, ${runs} runs (median):`)
console.log(`  connect() → URI shown:        ${fmt(toUri)}`)
console.log(`  URI shown → session settled:  ${fmt(toSession)}`)
console.log(`  personal_sign round trip:     ${fmt(toSignature)}`)
await relay.stop()
// The sign client keeps 5-minute proposal timers of its own; nothing else is left running.
process.exit(0)
