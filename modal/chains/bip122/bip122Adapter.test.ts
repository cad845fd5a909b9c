import { networks } from 'bitcoinjs-lib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type BitcoinSimulator,
  createBitcoinSimulator,
} from '../../../simulators/chains/bitcoin/bitcoinSimulator'
import { signedSpend } from '../../../simulators/chains/bitcoin/testSpend'
import { labBitcoinAccount } from '../../../simulators/wallets/bitcoin/labBitcoinKeys'
import {
  createSimulatedBitcoinWallet,
  type SimulatedBitcoinWallet,
} from '../../../simulators/wallets/bitcoin/simulatedBitcoinWallet'
import type { CaipNetwork } from '../../core/caip/types'
import { isPorticoError } from '../../core/errors/porticoError'
import type { Bip122Adapter } from './bip122Adapter'
import { verifyBip322Simple } from './bip322'
import { loadBip122Adapter } from './loadBip122Adapter'
import { bitcoin, createBitcoinRegtestNetwork } from './networks'

const bob = labBitcoinAccount(1)
const CENT = 1_000_000n // 0.01 BTC

let chain: BitcoinSimulator
let network: CaipNetwork
let sim: SimulatedBitcoinWallet
let adapter: Bip122Adapter

const connect = async () => {
  const [connector] = adapter.listConnectors()
  return adapter.connect({ connectorId: connector?.id ?? '', network })
}
const balance = (address: string) => adapter.getBalanceDetails({ address, network })
const code = (error: unknown) => (isPorticoError(error) ? error.code : error)

const setUp = async (wait?: (ms: number) => Promise<void>) => {
  sim = createSimulatedBitcoinWallet(wait ? { wait } : {})
  adapter = await loadBip122Adapter({ wallets: () => [sim.wallet], fetch })
}

beforeEach(async () => {
  chain = createBitcoinSimulator()
  await chain.start()
  network = createBitcoinRegtestNetwork(chain.url)
  await setUp()
})
afterEach(() => chain.stop())

describe('bip122 adapter against the lab chain and a Wallet Standard wallet', () => {
  it('default: connects the payment account, lists ordinals, and reads the mined balance', async () => {
    expect(adapter.listConnectors()).toEqual([
      expect.objectContaining({ name: 'Lab Bitcoin Wallet', type: 'ANNOUNCED' }),
    ])
    const connection = await connect()
    expect(connection).toMatchObject({
      address: sim.keys.payment.address,
      chainId: '0f9188f13cb7b2c71f2a335e3a4fc328',
      accounts: [
        { address: sim.keys.payment.address, type: 'payment' },
        { address: sim.keys.ordinals.address, type: 'payment' },
      ],
    })
    await chain.command('mine', { address: connection.address })
    expect(await adapter.getBalance({ address: connection.address, network })).toEqual({
      balance: '50',
      unconfirmed: '0',
      symbol: 'BTC',
    })
  })

  it('behavior: sends 0.01 BTC: accepted, unconfirmed, confirmed after a block, change returned', async () => {
    const { address } = await connect()
    await chain.command('mine', { address })
    const { fee } = await adapter.estimateTransferFee!({
      to: bob.payment.address,
      amount: CENT,
      network,
    })
    const txid = await adapter.transfer!({ to: bob.payment.address, amount: CENT, network })
    expect(chain.ledger.mempool()).toEqual([txid])
    expect(await balance(bob.payment.address)).toEqual({
      confirmed: '0',
      unconfirmed: '0.01',
      symbol: 'BTC',
    })
    const change = (5_000_000_000n - CENT - fee).toString()
    expect((await balance(address)).unconfirmed).toBe(
      `${change.slice(0, -8)}.${change.slice(-8).replace(/0+$/, '')}`,
    )
    await chain.command('mine', { address: bob.ordinals.address })
    expect(await balance(bob.payment.address)).toEqual({
      confirmed: '0.01',
      unconfirmed: '0',
      symbol: 'BTC',
    })
    // The fee pays at least the chain's 3-block estimate (3 sat/vB) for the real size.
    const sent = chain.ledger.tx(txid)
    expect(sent?.fee).toBe(fee)
    expect(
      Number(fee) / (sent?.tx.virtualSize() ?? Number.POSITIVE_INFINITY),
    ).toBeGreaterThanOrEqual(3)
  })

  it('behavior: an Esplora outage surfaces as a typed HTTP error', async () => {
    const { address } = await connect()
    await chain.command('setFault', { key: 'GET /address/:address/utxo', status: 503, times: 1 })
    expect(await adapter.getBalance({ address, network }).catch(code)).toBe('HTTP_STATUS')
    expect((await adapter.getBalance({ address, network })).balance).toBe('0')
  })

  it('behavior: too little balance, dust and a foreign address are refused before the wallet is asked', async () => {
    const { address } = await connect()
    await chain.command('mine', { address })
    const send = (to: string, amount: bigint) =>
      adapter.transfer!({ to, amount, network }).catch(code)
    expect(await send(bob.payment.address, 51n * 100_000_000n)).toBe('INSUFFICIENT_BALANCE')
    expect(await send(bob.payment.address, 100n)).toBe('BITCOIN_DUST_AMOUNT')
    const mainnetAddress = labBitcoinAccount(1, networks.bitcoin).payment.address
    expect(await send(mainnetAddress, CENT)).toBe('BITCOIN_INVALID_ADDRESS')
    expect(sim.prompts()).toEqual(['connect'])
    expect(adapter.isValidAddress!(mainnetAddress, network)).toBe(false)
    expect(adapter.isValidAddress!(mainnetAddress, bitcoin)).toBe(true)
    expect(adapter.isValidAddress!(bob.ordinals.address, network)).toBe(true)
    expect(adapter.isValidAddress!(mainnetAddress)).toBe(true)
    expect(adapter.isValidAddress!('bc1qnotanaddress')).toBe(false)
  })

  it('behavior: a double spend is refused by the chain and surfaces as a typed error', async () => {
    // While the wallet "thinks", the same coin is spent elsewhere: the adapter's send conflicts.
    await setUp(async () => {
      const [coin] = chain.ledger.utxos(sim.keys.payment.address)
      if (!coin) throw new Error('no coin')
      const conflict = signedSpend(
        sim.keys,
        'payment',
        [coin],
        [{ address: bob.payment.address, value: 50_000n }],
      )
      await fetch(`${chain.url}/tx`, { method: 'POST', body: conflict })
    })
    const { address } = await connect()
    await chain.command('mine', { address })
    sim.update({ delayMs: 1 })
    const error = await adapter.transfer!({ to: bob.payment.address, amount: CENT, network }).catch(
      (e) => e,
    )
    expect(code(error)).toBe('BITCOIN_TX_REJECTED')
    expect(error.shortMessage).toBe('The network refused the transaction: txn-mempool-conflict')
    expect(chain.ledger.mempool()).toHaveLength(1)
  })

  it('behavior: signs BIP-322 messages for the payment and the ordinals address, verified', async () => {
    const { address } = await connect()
    const lib = networks.regtest
    const signature = await adapter.signMessage!({ message: 'Hello Portico', address })
    expect(verifyBip322Simple({ message: 'Hello Portico', address, signature, network: lib })).toBe(
      true,
    )
    expect(verifyBip322Simple({ message: 'Hello', address, signature, network: lib })).toBe(false)
    const ordinals = sim.keys.ordinals.address
    const tapSignature = await adapter.signMessage!({ message: 'Hello Portico', address: ordinals })
    expect(
      verifyBip322Simple({
        message: 'Hello Portico',
        address: ordinals,
        signature: tapSignature,
        network: lib,
      }),
    ).toBe(true)
  })

  it('behavior: when the wallet rejects, connect, send and sign fail with USER_REJECTED', async () => {
    sim.update({ mode: 'reject' })
    expect(await connect().catch(code)).toBe('USER_REJECTED')
    sim.update({ mode: 'approve' })
    const { address } = await connect()
    await chain.command('mine', { address })
    sim.update({ mode: 'reject' })
    expect(
      await adapter.transfer!({ to: bob.payment.address, amount: CENT, network }).catch(code),
    ).toBe('USER_REJECTED')
    expect(await adapter.signMessage!({ message: 'hi', address }).catch(code)).toBe('USER_REJECTED')
    expect(chain.ledger.mempool()).toEqual([])
  })

  it('behavior: restores an authorised session without a prompt and forgets it after disconnect', async () => {
    const [connector] = adapter.listConnectors()
    const params = { connectorId: connector?.id ?? '', network }
    expect(await adapter.syncConnection(params)).toBeUndefined()
    await connect()
    expect((await adapter.syncConnection(params))?.address).toBe(sim.keys.payment.address)
    await adapter.disconnect()
    expect(await adapter.syncConnection(params)).toBeUndefined()
    expect(sim.prompts()).toEqual(['connect'])
  })
  it('behavior: switching stays within the networks the wallet knows', async () => {
    await connect()
    await adapter.switchNetwork({ network })
    expect(await adapter.switchNetwork({ network: bitcoin }).catch(code)).toBe('UNSUPPORTED_CHAIN')
  })
})
