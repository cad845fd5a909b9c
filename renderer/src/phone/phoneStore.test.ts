import { reaction } from 'mobx'
import { describe, expect, it } from 'vitest'
import type { MobileWallet } from '../../../simulators/mobileWallet/mobileWallet'
import { DEFAULT_MOBILE_WALLET_POLICY } from '../../../simulators/mobileWallet/walletPolicy'
import { PhoneStore } from './phoneStore'

/** A wallet that records what the phone asks of it. */
function fakeWallet() {
  const paired: string[] = []
  let policy = { ...DEFAULT_MOBILE_WALLET_POLICY }
  const wallet = {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    activity: [{ kind: 'proposal', method: 'wc_sessionPropose', answer: 'approved' }],
    get policy() {
      return policy
    },
    setPolicy: (change: Partial<typeof policy>) => {
      policy = { ...policy, ...change }
    },
    pair: async (uri: string) => {
      paired.push(uri)
    },
    sessionTopics: () => paired.map((_, i) => `topic-${i}`),
    disconnectAll: async () => undefined,
    stop: async () => undefined,
  }
  return { wallet: wallet as unknown as MobileWallet, paired }
}

const endpoints = { relayUrl: 'ws://127.0.0.1:1', rpcUrl: 'http://127.0.0.1:2' }

describe('PhoneStore', () => {
  it('default: the phone is off until started', async () => {
    const phone = new PhoneStore(async () => fakeWallet().wallet)
    expect(phone.wallet).toBeUndefined()
    expect(phone.message).toBe('Phone off')
    await phone.pair('wc:abc@2')
    expect(phone.message).toBe('The phone is off')
  })

  it('behavior: a refresh that finds nothing new notifies no one (the idle panel is not redrawn)', async () => {
    const { wallet } = fakeWallet()
    const phone = new PhoneStore(async () => wallet)
    await phone.start(endpoints)
    const seen: unknown[] = []
    const stop = reaction(
      () => [phone.policy, phone.activity],
      (value) => seen.push(value),
    )
    phone.refresh()
    phone.refresh()
    expect(seen).toHaveLength(0)
    wallet.setPolicy({ delayMs: 5 })
    phone.refresh()
    expect(seen).toHaveLength(1)
    stop()
  })

  it('behavior: a pasted link pairs; anything but a wc: link is refused', async () => {
    const { wallet, paired } = fakeWallet()
    const phone = new PhoneStore(async () => wallet)
    await phone.start(endpoints)
    await phone.pair('  https://example.invalid ')
    expect(phone.message).toBe('Not a WalletConnect link')
    await phone.pair(' wc:abc@2?symKey=1 ')
    expect(paired).toEqual(['wc:abc@2?symKey=1'])
    phone.refresh()
    expect(phone.sessions).toBe(1)
    expect(phone.activity[0]).toMatchObject({ seq: 0, method: 'wc_sessionPropose' })
  })

  it('parameters: once the polkadot chain runs, the phone restarts knowing its reference', async () => {
    const made: unknown[] = []
    const phone = new PhoneStore(async (given) => {
      made.push(given)
      return fakeWallet().wallet
    })
    await phone.start(endpoints)
    await phone.start(endpoints)
    const polkadotReference = '45454545454545454545454545454545'
    await phone.start({ ...endpoints, polkadotReference })
    expect(made).toEqual([endpoints, { ...endpoints, polkadotReference }])
  })

  it('behavior: the answers set in the panel become the wallet policy', async () => {
    const { wallet } = fakeWallet()
    const phone = new PhoneStore(async () => wallet)
    await phone.start(endpoints)
    phone.setPolicy({ session: 'reject', delayMs: 1500 })
    expect(wallet.policy).toMatchObject({ session: 'reject', delayMs: 1500 })
    expect(phone.policy).toMatchObject({ session: 'reject', delayMs: 1500 })
  })

  it('behavior: scanning without a QR code in view says so', async () => {
    const phone = new PhoneStore(async () => fakeWallet().wallet)
    await phone.start(endpoints)
    await phone.scan(undefined)
    expect(phone.message).toBe('No QR code in view')
  })
})
