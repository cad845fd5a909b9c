import { makeAutoObservable, observableStruct, runInAction } from 'mobx'
import type { MobileWallet, WalletActivity } from '../../../simulators/mobileWallet/mobileWallet'
import type { MobileWalletPolicy } from '../../../simulators/mobileWallet/walletPolicy'
import { readPairingQr } from './readQrCode'

/** Where the phone's wallet runs: the lab's relay and anvil (and LiteSVM, when it runs). */
export interface PhoneEndpoints {
  relayUrl: string
  rpcUrl: string
  /** The lab Solana chain, for solana_signAndSendTransaction. */
  solanaRpcUrl?: string
  /** The lab polkadot chain's CAIP-2 reference (chopsticks), for the polkadot namespace. */
  polkadotReference?: string
}

/** Makes the wallet; tests pass a fake. */
export type CreateMobileWallet = (endpoints: PhoneEndpoints) => Promise<MobileWallet>

const createMobileWallet: CreateMobileWallet = async (endpoints) => {
  const { relayUrl, rpcUrl, solanaRpcUrl, polkadotReference } = endpoints
  const { MobileWallet } = await import('../../../simulators/mobileWallet/mobileWallet')
  return MobileWallet.create({
    relayUrl,
    rpcUrl,
    name: 'Lab Mobile',
    ...(solanaRpcUrl ? { solanaRpcUrl } : {}),
    ...(polkadotReference ? { polkadotReference } : {}),
  })
}

/**
 * The lab's simulated phone: a MobileWallet running in the lab page, pairing with the URI of
 * the modal in the host frame, read off its QR code (the camera) or pasted (copy link). The
 * visitor's answers (session, requests, thinking time) are the wallet's policy.
 *
 * @example
 * ```ts
 * const phone = new PhoneStore()
 * await phone.start({ relayUrl, rpcUrl })
 * await phone.scan(frame.contentDocument)
 * ```
 */
export class PhoneStore {
  wallet: MobileWallet | undefined = undefined
  policy: MobileWalletPolicy | undefined = undefined
  /** The wallet's log, each entry numbered in the order it happened. */
  activity: (WalletActivity & { seq: number })[] = []
  message = 'Phone off'
  sessions = 0
  private endpoints: PhoneEndpoints | undefined

  constructor(private readonly create: CreateMobileWallet = createMobileWallet) {
    makeAutoObservable<this, 'create' | 'endpoints'>(
      this,
      // The panel refreshes every half second: a copy equal to the last one notifies no
      // one, so an idle phone does not redraw the panel twice a second.
      {
        create: false,
        endpoints: false,
        wallet: false,
        policy: observableStruct,
        activity: observableStruct,
      },
      { autoBind: true },
    )
  }

  /** Switches the phone on against `endpoints` (again after a relay restart: a fresh wallet). */
  async start(endpoints: PhoneEndpoints): Promise<void> {
    const same = this.endpoints?.relayUrl === endpoints.relayUrl
    const chains = (e: PhoneEndpoints | undefined) => `${e?.solanaRpcUrl} ${e?.polkadotReference}`
    if (this.wallet && same && chains(this.endpoints) === chains(endpoints)) return
    this.endpoints = endpoints
    const old = this.wallet
    this.wallet = undefined
    await old?.stop().catch(() => undefined)
    const wallet = await this.create(endpoints)
    runInAction(() => {
      this.wallet = wallet
      this.message = `Ready: ${wallet.address}`
      this.refresh()
    })
  }

  /** Reads the modal's QR code under `root` and pairs with it. */
  async scan(root: Document | null | undefined): Promise<void> {
    const uri = root ? readPairingQr(root) : undefined
    if (!uri) {
      this.message = 'No QR code in view'
      return
    }
    await this.pair(uri)
  }

  /** Pairs with a pasted link (the modal's "Copy link"). */
  async pair(link: string): Promise<void> {
    const uri = link.trim()
    const wallet = this.wallet
    if (!wallet) {
      this.message = 'The phone is off'
      return
    }
    if (!uri.startsWith('wc:')) {
      this.message = 'Not a WalletConnect link'
      return
    }
    this.message = 'Pairing…'
    try {
      await wallet.pair(uri)
      runInAction(() => {
        this.message = 'Paired; the session is answered as set below'
      })
    } catch (error) {
      runInAction(() => {
        this.message = `Pairing failed: ${error instanceof Error ? error.message : String(error)}`
      })
    }
  }

  setPolicy(change: Partial<MobileWalletPolicy>): void {
    this.wallet?.setPolicy(change)
    this.refresh()
  }

  /** Ends every session from the phone. */
  async disconnect(): Promise<void> {
    await this.wallet?.disconnectAll()
    this.refresh()
  }

  /** Copies the wallet's state into observables (the wallet itself is not observable). */
  refresh(): void {
    const wallet = this.wallet
    this.policy = wallet ? { ...wallet.policy } : undefined
    this.activity = (wallet?.activity ?? []).map((entry, seq) => ({ ...entry, seq }))
    this.sessions = wallet ? wallet.sessionTopics().length : 0
  }

  async stop(): Promise<void> {
    const wallet = this.wallet
    this.wallet = undefined
    this.endpoints = undefined
    this.message = 'Phone off'
    await wallet?.stop()
  }
}
