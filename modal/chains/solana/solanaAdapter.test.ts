import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder } from '@solana/kit'
import { Connection, PublicKey } from '@solana/web3.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  LAB_SOLANA_REFERENCE,
  LAB_USDC,
  solanaDevAddress,
} from '../../../simulators/chains/solana/labSolanaKeys'
import { SolanaSimulator } from '../../../simulators/chains/solana/solanaSimulator'
import { installSolanaWallets } from '../../../simulators/wallets/solana/installSolanaWallets'
import {
  REGISTER_WALLET_EVENT,
  SOLANA_SIGN_TRANSACTION,
  type StandardWallet,
  type WalletRegistryApi,
} from '../../connectors/wallet-standard/walletStandard'
import type { CaipNetwork } from '../../core/caip/types'
import type { AdapterEvent } from '../../core/chains/chainAdapter'
import { isPorticoError } from '../../core/errors/porticoError'
import { createLabSolanaNetwork } from './networks'
import { createSolanaAdapter, type SolanaAdapter } from './solanaAdapter'
import { associatedTokenAddress, decodeTokenAccount } from './spl'

const SOL = 1_000_000_000n
const DELTA = 'Delta Wallet'
/** Delta Wallet's first account is lab account 2; account 6 holds no lab USDC. */
const SENDER = solanaDevAddress(2)
const FRESH_RECEIVER = solanaDevAddress(6)

describe('SolanaAdapter (against the lab LiteSVM facade)', () => {
  let chain: SolanaSimulator
  let network: CaipNetwork
  let page: EventTarget
  let wallets: ReturnType<typeof installSolanaWallets>
  let adapter: SolanaAdapter
  let rpc: Connection
  const lamports = async (address: string) => BigInt(await rpc.getBalance(new PublicKey(address)))
  const usdc = async (owner: string) => {
    const info = await rpc.getAccountInfo(
      associatedTokenAddress(new PublicKey(owner), LAB_USDC.mint),
    )
    return info ? decodeTokenAccount(info.data)?.amount : undefined
  }
  const connectDelta = () => adapter.connect({ connectorId: DELTA, network })

  beforeEach(async () => {
    chain = new SolanaSimulator()
    await chain.start()
    network = createLabSolanaNetwork(chain.rpcUrl!, LAB_SOLANA_REFERENCE)
    rpc = new Connection(chain.rpcUrl!, 'confirmed')
    page = new EventTarget()
    wallets = installSolanaWallets(page, { rpcUrl: chain.rpcUrl! })
    adapter = createSolanaAdapter({ window: page })
  })
  afterEach(async () => {
    adapter.dispose()
    await chain.stop()
  })

  it('default: lists the Wallet Standard wallets, connects and reads the LiteSVM balance', async () => {
    expect(adapter.listConnectors().map((c) => c.name)).toEqual(['Gamma Wallet', DELTA])
    const connection = await connectDelta()
    expect(connection).toMatchObject({
      address: SENDER,
      chainId: LAB_SOLANA_REFERENCE,
      connectorId: DELTA,
    })
    expect(await adapter.getBalance({ address: SENDER, network })).toEqual({
      balance: '100',
      symbol: 'SOL',
    })
  })

  it('behavior: a wallet registered after the adapter started is listed and announced', async () => {
    const late = new EventTarget()
    const lateAdapter = createSolanaAdapter({ window: late })
    const seen: string[][] = []
    lateAdapter.watchConnectors((list) => seen.push(list.map((c) => c.name)))
    installSolanaWallets(late, { rpcUrl: chain.rpcUrl! })
    expect(seen.at(-1)).toEqual(['Gamma Wallet', DELTA])
    lateAdapter.dispose()
  })

  it('behavior: sync restores an authorised wallet without a prompt and nothing otherwise', async () => {
    expect(await adapter.syncConnection({ connectorId: DELTA, network })).toBeUndefined()
    await connectDelta()
    wallets.delta.update({ mode: 'reject' })
    const again = createSolanaAdapter({ window: page })
    expect((await again.syncConnection({ connectorId: DELTA, network }))?.address).toBe(SENDER)
    again.dispose()
  })

  it('behavior: the wallet rejects the connection with 4001', async () => {
    wallets.delta.update({ mode: 'reject' })
    await expect(connectDelta()).rejects.toMatchObject({ code: 4001 })
  })

  it('behavior: signMessage returns a base58 ed25519 signature that verifies', async () => {
    await connectDelta()
    const signature = await adapter.signMessage({ message: 'Sign in to Acme', address: SENDER })
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(bytes.length).toBe(64)
    const message = new TextEncoder().encode('Sign in to Acme')
    expect(ed25519.verify(bytes, message, new PublicKey(SENDER).toBytes())).toBe(true)
  })

  it('behavior: account switches and revocation come out as accountsChanged', async () => {
    await connectDelta()
    const events: AdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    wallets.delta.update({ accountIndex: 1 })
    wallets.delta.revoke()
    expect(events).toEqual([
      { type: 'accountsChanged', address: solanaDevAddress(3) },
      { type: 'accountsChanged', address: undefined },
    ])
  })

  it('behavior: sending 0.25 SOL moves it on LiteSVM; both balances change', async () => {
    await connectDelta()
    const receiver = solanaDevAddress(7)
    const [before, receiverBefore] = [await lamports(SENDER), await lamports(receiver)]
    const request = { to: receiver, amount: SOL / 4n, network }
    expect(await adapter.estimateTransferFee(request)).toEqual({ fee: 5000n })
    const signature = await adapter.transfer(request)
    expect((await rpc.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await lamports(receiver)).toBe(receiverBefore + SOL / 4n)
    expect(await lamports(SENDER)).toBe(before - SOL / 4n - 5000n)
  })

  it('behavior: a wallet with only signAndSendTransaction sends the transfer itself', async () => {
    const { [SOLANA_SIGN_TRANSACTION]: _, ...features } = wallets.delta.wallet.features
    const sendOnly: StandardWallet = { ...wallets.delta.wallet, name: 'Send Only', features }
    Object.defineProperty(sendOnly, 'accounts', { get: () => wallets.delta.exposedAccounts() })
    page.dispatchEvent(
      new CustomEvent(REGISTER_WALLET_EVENT, {
        detail: (api: WalletRegistryApi) => api.register(sendOnly),
      }),
    )
    await adapter.connect({ connectorId: 'Send Only', network })
    const receiver = solanaDevAddress(7)
    const before = await lamports(receiver)
    const signature = await adapter.transfer({ to: receiver, amount: SOL / 10n, network })
    expect((await rpc.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await lamports(receiver)).toBe(before + SOL / 10n)
  })

  it('behavior: SPL to an account without a token account creates it and delivers', async () => {
    await connectDelta()
    const token = { address: LAB_USDC.mint.toBase58(), decimals: 6, symbol: 'USDC' }
    const request = { to: FRESH_RECEIVER, amount: 12_500_000n, token, network }
    expect(await usdc(FRESH_RECEIVER)).toBeUndefined()
    const rent = BigInt(await rpc.getMinimumBalanceForRentExemption(165))
    expect((await adapter.estimateTransferFee(request)).fee).toBe(5000n + rent)
    await adapter.transfer(request)
    expect(await usdc(FRESH_RECEIVER)).toBe(12_500_000n)
    expect(await usdc(SENDER)).toBe(1_000_000_000n - 12_500_000n)
  })

  it('behavior: the RPC drops mid-send → "Failed to send transaction. Please try again.", nothing applied', async () => {
    await connectDelta()
    const receiver = solanaDevAddress(7)
    const [before, receiverBefore] = [await lamports(SENDER), await lamports(receiver)]
    await chain.command('setFault', { key: 'RPC sendTransaction', drop: true, times: 1 })
    const error = await adapter
      .transfer({ to: receiver, amount: SOL / 4n, network })
      .catch((e) => e)
    expect(isPorticoError(error, 'SOLANA_SEND_FAILED')).toBe(true)
    expect(error.shortMessage).toBe('Failed to send transaction. Please try again.')
    expect(await lamports(SENDER)).toBe(before)
    expect(await lamports(receiver)).toBe(receiverBefore)
  })

  it('behavior: a wallet refusing to sign keeps USER_REJECTED and sends nothing', async () => {
    await connectDelta()
    wallets.delta.update({ mode: 'reject' })
    const before = await lamports(SENDER)
    const error = await adapter
      .transfer({ to: FRESH_RECEIVER, amount: 1n, network })
      .catch((e) => e)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(await lamports(SENDER)).toBe(before)
  })

  it('parameters: a missing amount or receiver → "Please enter a valid amount and receiver address"', async () => {
    await connectDelta()
    for (const request of [
      { to: '', amount: 1n, network },
      { to: 'not-base58-0OIl', amount: 1n, network },
      { to: FRESH_RECEIVER, amount: 0n, network },
    ]) {
      const error = await adapter.transfer(request).catch((e) => e)
      expect(error.shortMessage).toBe('Please enter a valid amount and receiver address')
    }
  })

  it('parameters: isValidAddress takes 32–44 base58 characters that decode to a key', () => {
    expect(adapter.isValidAddress(SENDER)).toBe(true)
    expect(adapter.isValidAddress('11111111111111111111111111111111')).toBe(true)
    expect(adapter.isValidAddress('0x'.padEnd(42, 'a'))).toBe(false)
    expect(adapter.isValidAddress('1'.repeat(31))).toBe(false)
    expect(adapter.isValidAddress('z'.repeat(45))).toBe(false)
  })
})
