import type { Keypair } from '@solana/web3.js'
import type { SignClientTypes } from '@walletconnect/types'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import {
  closeSignClient,
  initOfflineSignClient,
  type WcSignClient,
} from '../../modal/connectors/walletconnect/offlineSignClient'
import { createWcKeyValueStorage } from '../../modal/connectors/walletconnect/wcKeyValueStorage'
import type { Clock } from '../../modal/core/clock/clock'
import { createRealClock } from '../../modal/core/clock/realClock'
import { createMemoryStorage } from '../../modal/core/deps'
import { solanaDevKeypair } from '../chains/solana/labSolanaKeys'
import { handleBip122Request } from './bip122Requests'
import { handleEip155Request, WalletRequestError } from './eip155Requests'
import { phoneGrant } from './phoneGrant'
import { handleSolanaRequest } from './solanaRequests'
import {
  DEFAULT_MOBILE_WALLET_POLICY,
  decisionFor,
  type MobileWalletPolicy,
  WALLET_ERRORS,
} from './walletPolicy'

/** anvil's dev mnemonic: its accounts are funded on every local chain. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

export interface MobileWalletOptions {
  relayUrl: string
  projectId?: string
  /** JSON-RPC URL (anvil) for eth_sendTransaction; without it that method is refused. */
  rpcUrl?: string
  /** eip155 chain ids it accepts; default: whatever the site asks for. */
  chainIds?: number[]
  /** Which account of the dev mnemonic it uses (0 → 0xf39F…2266). */
  accountIndex?: number
  /** Which lab Solana account signs its solana namespace; default {@link PHONE_SOLANA_ACCOUNT}. */
  solanaAccountIndex?: number
  /** Solana JSON-RPC URL (LiteSVM) for solana_signAndSendTransaction. */
  solanaRpcUrl?: string
  /** The lab polkadot chain's CAIP-2 reference (chopsticks); without it polkadot is not granted. */
  polkadotReference?: string
  name?: string
  policy?: Partial<MobileWalletPolicy>
  /** Distinct per wallet in one process; a random one by default. */
  storagePrefix?: string
  /** Times the policy's delay; the lab passes its virtual clock. Real time by default. */
  clock?: Clock
}

/** The lab Solana account the phone holds: funded with SOL, no lab USDC, no other wallet's. */
export const PHONE_SOLANA_ACCOUNT = 4

/** One thing the wallet was asked and what it answered, for the lab's timeline and tests. */
export interface WalletActivity {
  kind: 'proposal' | 'request'
  method: string
  answer: 'approved' | 'rejected' | 'failed'
  detail?: string
}

/**
 * A simulated phone wallet on a second @walletconnect/sign-client, signing for real with the
 * dev mnemonic (eip155) and lab keys for solana (ed25519), bip122 and polkadot (sr25519) when
 * the site proposes them (phoneGrant.ts). It keeps everything in memory and touches neither fs
 * nor Node globals, so it also runs in a browser page. Answers follow {@link MobileWalletPolicy}.
 *
 * @example
 * ```ts
 * const wallet = await MobileWallet.create({ relayUrl: relay.url, rpcUrl: anvil.rpcUrl })
 * await wallet.pair(uri)                       // session approved (policy.session)
 * wallet.setPolicy({ requests: 'reject' })     // the next requests get 4001
 * await wallet.stop()
 * ```
 */
export class MobileWallet {
  readonly account: HDAccount
  /** Its real ed25519 key for the solana namespace. */
  readonly solanaKeypair: Keypair
  readonly activity: WalletActivity[] = []
  /** Proposals and requests received and not yet answered (the "visitor" is thinking). */
  waiting = 0
  private policyState: MobileWalletPolicy
  private readonly clock: Clock

  private constructor(
    private readonly client: WcSignClient,
    private readonly options: MobileWalletOptions,
  ) {
    this.account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: options.accountIndex ?? 0 })
    this.solanaKeypair = solanaDevKeypair(options.solanaAccountIndex ?? PHONE_SOLANA_ACCOUNT)
    this.policyState = { ...DEFAULT_MOBILE_WALLET_POLICY, ...options.policy }
    this.clock = options.clock ?? createRealClock()
    client.on('session_proposal', (proposal) => void this.onProposal(proposal))
    client.on('session_request', (request) => void this.onRequest(request))
  }

  static async create(options: MobileWalletOptions): Promise<MobileWallet> {
    const name = options.name ?? 'Portico Mobile Wallet'
    const prefix = options.storagePrefix ?? `mobile-wallet-${Math.random().toString(36).slice(2)}`
    const client = await initOfflineSignClient({
      projectId: options.projectId ?? 'portico-lab',
      relayUrl: options.relayUrl,
      metadata: {
        name,
        description: 'Simulated phone wallet',
        // In a page, the sign client warns when this differs from the page's own origin (the
        // lab page hosts the phone); in Node there is no page and a placeholder serves.
        url: globalThis.location?.origin ?? 'https://wallet.portico.invalid',
        icons: [],
      },
      storage: createWcKeyValueStorage(createMemoryStorage(), ''),
      customStoragePrefix: prefix,
    })
    return new MobileWallet(client, options)
  }

  get address(): `0x${string}` {
    return this.account.address
  }

  /** Its Solana address (base58). */
  get solanaAddress(): string {
    return this.solanaKeypair.publicKey.toBase58()
  }

  get policy(): MobileWalletPolicy {
    return this.policyState
  }

  setPolicy(change: Partial<MobileWalletPolicy>): void {
    this.policyState = { ...this.policyState, ...change }
  }

  /** Scans a pairing URI (as if from the QR code); the proposal is answered by the policy. */
  async pair(uri: string): Promise<void> {
    await this.client.pair({ uri })
  }

  /** Topics of the sessions it holds. */
  sessionTopics(): string[] {
    return this.client.session.getAll().map((s) => s.topic)
  }

  /** Ends every session from the wallet side (the site sees a disconnect). */
  async disconnectAll(): Promise<void> {
    for (const topic of this.sessionTopics()) {
      await this.client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    }
  }

  async stop(): Promise<void> {
    await closeSignClient(this.client)
  }

  private async onProposal(
    proposal: SignClientTypes.EventArguments['session_proposal'],
  ): Promise<void> {
    await this.think()
    const { id, params } = proposal
    const { address, solanaAddress, options } = this
    const { chainIds, polkadotReference } = options
    const namespaces = phoneGrant(params, { address, solanaAddress, chainIds, polkadotReference })
    if (this.policy.session === 'reject' || !namespaces) {
      const reason = namespaces
        ? WALLET_ERRORS.userRejectedSession
        : WALLET_ERRORS.unsupportedChains
      this.log('proposal', 'wc_sessionPropose', 'rejected', reason.message)
      await this.client.reject({ id, reason })
      return
    }
    const { acknowledged } = await this.client.approve({ id, namespaces })
    await acknowledged()
    this.log('proposal', 'wc_sessionPropose', 'approved')
  }

  private async onRequest(event: SignClientTypes.EventArguments['session_request']): Promise<void> {
    const { id, topic, params } = event
    const { method } = params.request
    await this.think()
    const respond = (
      response: { result: unknown } | { error: { code: number; message: string } },
    ) => this.client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } as never })
    if (decisionFor(this.policy, method) === 'reject') {
      this.log('request', method, 'rejected')
      await respond({ error: { ...WALLET_ERRORS.userRejectedRequest } })
      return
    }
    try {
      const result = await this.answer(topic, params.chainId, method, params.request.params)
      this.log('request', method, 'approved')
      await respond({ result })
    } catch (error) {
      const code = error instanceof WalletRequestError ? error.code : WALLET_ERRORS.failed.code
      const message = error instanceof Error ? error.message : String(error)
      this.log('request', method, 'failed', message)
      await respond({ error: { code, message } })
    }
  }

  /** Signs or sends with the key of the request's chain family (by its CAIP-2 prefix). */
  private async answer(topic: string, chainId: string, method: string, params: unknown) {
    if (chainId.startsWith('bip122:')) return handleBip122Request(method, params)
    if (chainId.startsWith('polkadot:')) {
      // The sr25519 keyring is heavy: loaded on the first polkadot request only.
      return (await import('./polkadotRequests')).handlePolkadotRequest(method, params)
    }
    if (chainId.startsWith('solana:')) {
      const solana = { keypair: this.solanaKeypair, rpcUrl: this.options.solanaRpcUrl }
      return handleSolanaRequest(solana, method, params)
    }
    return handleEip155Request(this.context(topic, chainId), method, params)
  }

  private context(topic: string, caipChainId: string) {
    const session = this.client.session.get(topic)
    const sessionChainIds = (session.namespaces.eip155?.chains ?? []).map((c) =>
      Number(c.split(':')[1]),
    )
    return {
      account: this.account,
      chainId: Number(caipChainId.split(':')[1]),
      sessionChainIds,
      rpcUrl: this.options.rpcUrl,
      announceChain: (chainId: number) =>
        this.client.emit({
          topic,
          event: { name: 'chainChanged', data: chainId },
          chainId: `eip155:${chainId}`,
        }),
    }
  }

  private async think(): Promise<void> {
    const ms = this.policy.delayMs
    if (ms <= 0) return
    this.waiting++
    await new Promise<void>((resolve) => this.clock.setTimeout(resolve, ms))
    this.waiting--
  }

  private log(
    kind: WalletActivity['kind'],
    method: string,
    answer: WalletActivity['answer'],
    detail?: string,
  ) {
    this.activity.push({ kind, method, answer, ...(detail ? { detail } : {}) })
  }
}
