import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import type {
  BitcoinConnectFeature,
  BitcoinSignTransactionFeature,
} from '../../../modal/chains/bip122/walletStandard'
import { labBitcoinNetwork } from '../../chains/bitcoin/bitcoinLib'
import { createBitcoinSimulator } from '../../chains/bitcoin/bitcoinSimulator'
import { registerBitcoinWallet } from './registerBitcoinWallet'
import { createSimulatedBitcoinWallet } from './simulatedBitcoinWallet'

describe('simulated Wallet Standard bitcoin wallet', () => {
  it('default: connects a P2WPKH payment and a P2TR ordinals account on regtest', async () => {
    const sim = createSimulatedBitcoinWallet()
    expect(sim.wallet.accounts).toEqual([])
    const connect = sim.wallet.features['bitcoin:connect'] as BitcoinConnectFeature
    const { accounts } = await connect.connect({ purposes: ['payment', 'ordinals'] })
    expect(accounts.map((a) => a.address)).toEqual([
      sim.keys.payment.address,
      sim.keys.ordinals.address,
    ])
    expect(accounts[0]?.address).toMatch(/^bcrt1q/)
    expect(accounts[1]?.address).toMatch(/^bcrt1p/)
    expect(sim.wallet.accounts).toBe(accounts)
  })

  it('behavior: its taproot key-path signature is accepted by the lab chain', async () => {
    const chain = createBitcoinSimulator()
    await chain.start()
    try {
      const sim = createSimulatedBitcoinWallet()
      const connect = sim.wallet.features['bitcoin:connect'] as BitcoinConnectFeature
      const { accounts } = await connect.connect()
      const ordinals = accounts[1]!
      await chain.command('mine', { address: ordinals.address })
      const [coin] = chain.ledger.utxos(ordinals.address)
      const psbt = new Psbt({ network: labBitcoinNetwork })
      psbt.addInput({
        hash: coin!.txid,
        index: coin!.vout,
        witnessUtxo: { script: sim.keys.ordinals.output, value: coin!.value },
      })
      psbt.addOutput({ address: sim.keys.payment.address, value: coin!.value - 1_000n })
      const sign = sim.wallet.features['bitcoin:signTransaction'] as BitcoinSignTransactionFeature
      const [signed] = await sign.signTransaction({
        psbt: psbt.toBuffer(),
        inputsToSign: [{ account: ordinals, signingIndexes: [0] }],
      })
      const tx = Psbt.fromBuffer(signed!.signedPsbt).finalizeAllInputs().extractTransaction()
      const res = await fetch(`${chain.url}/tx`, { method: 'POST', body: tx.toHex() })
      expect(await res.text()).toBe(tx.getId())
    } finally {
      await chain.stop()
    }
  })

  it('parameters: reject, fail and delay settings shape every prompt; bad settings throw', async () => {
    const waited: number[] = []
    const sim = createSimulatedBitcoinWallet({ wait: async (ms) => void waited.push(ms) })
    const connect = sim.wallet.features['bitcoin:connect'] as BitcoinConnectFeature
    sim.update({ mode: 'reject', delayMs: 250 })
    await expect(connect.connect()).rejects.toMatchObject({ code: 4001 })
    sim.update({ mode: 'fail', failMessage: 'Ledger unplugged' })
    await expect(connect.connect()).rejects.toThrow('Ledger unplugged')
    expect(waited).toEqual([250, 250])
    expect(sim.prompts()).toEqual(['connect', 'connect'])
    expect(() => sim.update({ delayMs: -1 })).toThrow('delayMs')
    expect(() => sim.update({ mode: 'maybe' as 'approve' })).toThrow('mode')
  })

  it('behavior: announces itself the Wallet Standard way, now and on app-ready', () => {
    const page = new EventTarget()
    const seen: string[] = []
    page.addEventListener('wallet-standard:register-wallet', (event) => {
      ;(event as CustomEvent).detail({
        register: (w: { name: string }) => seen.push(`event:${w.name}`),
      })
    })
    const sim = createSimulatedBitcoinWallet()
    const stop = registerBitcoinWallet(page, sim.wallet)
    page.dispatchEvent(
      new CustomEvent('wallet-standard:app-ready', {
        detail: { register: (w: { name: string }) => seen.push(`ready:${w.name}`) },
      }),
    )
    stop()
    page.dispatchEvent(
      new CustomEvent('wallet-standard:app-ready', {
        detail: { register: () => seen.push('late') },
      }),
    )
    expect(seen).toEqual(['event:Lab Bitcoin Wallet', 'ready:Lab Bitcoin Wallet'])
  })
})
