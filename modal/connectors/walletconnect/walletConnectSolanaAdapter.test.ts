import { ed25519 } from '@noble/curves/ed25519'
import { Connection, PublicKey } from '@solana/web3.js'
import { verifyMessage } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  LAB_SOLANA_REFERENCE,
  solanaDevAddress,
} from '../../../simulators/chains/solana/labSolanaKeys'
import { SolanaSimulator } from '../../../simulators/chains/solana/solanaSimulator'
import { MobileWallet } from '../../../simulators/mobileWallet/mobileWallet'
import { RelaySimulator } from '../../../simulators/relay/relaySimulator'
import { decodeBase58 } from '../../chains/solana/base58'
import { createLabSolanaNetwork } from '../../chains/solana/networks'
import { buildTransfer } from '../../chains/solana/solanaTransfer'
import type { CaipNetwork } from '../../core/caip/types'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico, type Portico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { isPorticoError } from '../../core/errors/porticoError'
import { solanaFamily } from './families/solana'
import type { WalletConnectPairing } from './walletConnectPairing'
import { walletConnect } from './walletConnectPlugin'

const SOL = 1_000_000_000n
const anvil: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Anvil',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

describe('WalletConnect on eip155 and solana in one session (relay, phone, LiteSVM)', () => {
  let relay: RelaySimulator
  let chain: SolanaSimulator
  let phone: MobileWallet
  let portico: Portico
  let solanaNetwork: CaipNetwork
  let rpc: Connection
  const lamports = async (address: string) => BigInt(await rpc.getBalance(new PublicKey(address)))

  beforeEach(async () => {
    relay = new RelaySimulator()
    await relay.start()
    chain = new SolanaSimulator()
    await chain.start()
    solanaNetwork = createLabSolanaNetwork(chain.rpcUrl!, LAB_SOLANA_REFERENCE)
    rpc = new Connection(chain.rpcUrl!, 'confirmed')
    phone = await MobileWallet.create({ relayUrl: relay.url, solanaRpcUrl: chain.rpcUrl! })
    portico = createPortico(
      {
        projectId: 'p1',
        networks: [anvil, solanaNetwork],
        connectors: [
          walletConnect({
            projectId: 'wc-test',
            relayUrl: relay.url,
            metadata: { name: 'Site', description: 'test', url: 'http://127.0.0.1', icons: [] },
            customStoragePrefix: `multi-${Math.random()}`,
            families: [solanaFamily],
          }),
        ],
      },
      { clock: new ManualClock(1_000_000), storage: createMemoryStorage() },
    )
  })
  afterEach(async () => {
    await portico.connection.disconnect().catch(() => undefined)
    await phone.stop()
    await chain.stop()
    await relay.stop()
  })

  async function pair() {
    const pairing = portico.ports.pairing as WalletConnectPairing
    const uri = new Promise<string>((resolve) => pairing.on('uri', ({ uri }) => resolve(uri)))
    const connected = pairing.connect()
    await phone.pair(await uri)
    return connected
  }

  it('default: the proposal carries both families; one session connects eip155 and solana', async () => {
    await pair()
    expect(portico.connection.status('eip155')).toBe('connected')
    expect(portico.connection.status('solana')).toBe('connected')
    expect(portico.chains.account('eip155')?.address).toBe(phone.address)
    expect(portico.chains.account('solana')?.address).toBe(phone.solanaAddress)
    // The visitor paired from eip155 (the first network): it stays the active namespace.
    expect(portico.chains.activeNamespace).toBe('eip155')
  })

  it('parameters: pairing while on Solana keeps solana active, eip155 connected beside it', async () => {
    await portico.networks.switchNetwork(solanaNetwork)
    await pair()
    expect(portico.chains.activeNamespace).toBe('solana')
    expect(portico.chains.activeAddress).toBe(phone.solanaAddress)
    expect(portico.connection.status('eip155')).toBe('connected')
  })

  it('behavior: each namespace signs on the phone; secp256k1 recovers, ed25519 verifies', async () => {
    await pair()
    const evm = await portico.adapters.load('eip155')
    const signature = (await evm.signMessage?.({
      message: 'gm',
      address: phone.address,
    })) as `0x${string}`
    expect(await verifyMessage({ address: phone.address, message: 'gm', signature })).toBe(true)
    const solana = await portico.adapters.load('solana')
    const text = 'Sign in to Portico on Solana'
    const base58 = await solana.signMessage?.({ message: text, address: phone.solanaAddress })
    const valid = ed25519.verify(
      decodeBase58(base58 ?? '') ?? new Uint8Array(64),
      new TextEncoder().encode(text),
      new PublicKey(phone.solanaAddress).toBytes(),
    )
    expect(valid).toBe(true)
    expect(phone.activity.map((a) => `${a.method} ${a.answer}`)).toEqual([
      'wc_sessionPropose approved',
      'personal_sign approved',
      'solana_signMessage approved',
    ])
  })

  it('behavior: 0.25 SOL sent over the session (solana_signTransaction) moves on LiteSVM', async () => {
    await pair()
    const solana = await portico.adapters.load('solana')
    const receiver = solanaDevAddress(7)
    const [before, receiverBefore] = [await lamports(phone.solanaAddress), await lamports(receiver)]
    const request = { to: receiver, amount: SOL / 4n, network: solanaNetwork }
    expect(await solana.estimateTransferFee?.(request)).toEqual({ fee: 5000n })
    const signature = await solana.transfer?.(request)
    expect((await rpc.getSignatureStatus(signature ?? '')).value?.err).toBeNull()
    expect(await lamports(receiver)).toBe(receiverBefore + SOL / 4n)
    expect(await lamports(phone.solanaAddress)).toBe(before - SOL / 4n - 5000n)
  })

  it('behavior: solana_signAndSendTransaction goes to the phone on the session’s solana chain, which sends it', async () => {
    await pair()
    const solana = await portico.adapters.load('solana')
    const receiver = solanaDevAddress(7)
    const before = await lamports(receiver)
    const { transaction } = await buildTransfer(rpc, new PublicKey(phone.solanaAddress), {
      to: receiver,
      amount: SOL / 10n,
      network: solanaNetwork,
    })
    const bytes = transaction.serialize({ requireAllSignatures: false })
    const answer = (await solana.request?.({
      method: 'solana_signAndSendTransaction',
      params: { transaction: bytes.toString('base64') },
    })) as { signature: string }
    // LiteSVM executes a transaction as it arrives: its status is there at once.
    expect((await rpc.getSignatureStatus(answer.signature)).value?.err).toBeNull()
    expect(await lamports(receiver)).toBe(before + SOL / 10n)
    expect(phone.activity.at(-1)).toMatchObject({
      method: 'solana_signAndSendTransaction',
      answer: 'approved',
    })
  })

  it('behavior: the phone rejects a solana request → USER_REJECTED, nothing sent', async () => {
    await pair()
    phone.setPolicy({ methods: { solana_signTransaction: 'reject' } })
    const solana = await portico.adapters.load('solana')
    const before = await lamports(phone.solanaAddress)
    const request = { to: solanaDevAddress(7), amount: SOL / 4n, network: solanaNetwork }
    const error = await solana.transfer?.(request).catch((e: unknown) => e)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(await lamports(phone.solanaAddress)).toBe(before)
  })
})
