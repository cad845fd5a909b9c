import { type Hex, keccak256, stringToBytes } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { answerEmailUpdate } from './emailUpdate'
import { FakeFarcaster } from './farcaster'
import { type FrameChain, FrameChains } from './frameChains'
import { answerRpc, FrameFailure, type RpcSession } from './frameRpc'
import { FrameSolana } from './frameSolana'
import type { FrameRequest, FrameSession } from './frameTypes'
import { AuthMailbox } from './mailbox'
import { FakeOAuth } from './oauth'

export type { FrameRequest, SentEmail } from './frameTypes'

/** Where the provider's chains and links live. */
export interface AuthProviderOptions {
  rpcUrl: () => string
  /** The provider's own base URL (device links point there). */
  baseUrl: () => string
  chainId?: number
  /** More lab chains it signs on (e.g. Base 8453, where the lab AMM runs). */
  chains?: readonly FrameChain[]
  /** The lab's Solana chain (LiteSVM), for the Solana account. */
  solanaRpcUrl?: () => string | undefined
}

/**
 * The simulated auth provider behind the lab's embedded-wallet frame: e-mail OTP login (with
 * new-device approval), per-user keys derived from the identity (the same e-mail always owns
 * the same address), real signatures, transactions sent to anvil, and sessions per device.
 * Each request answers `{ type: …_SUCCESS | …_ERROR, id, payload }` as SPEC §7 describes.
 *
 * @example
 * ```ts
 * const provider = new AuthProvider({ rpcUrl: () => anvil.rpcUrl!, baseUrl: () => url })
 * await provider.handle('device-1', { type: '@w3m-app/CONNECT_EMAIL', id: '1', payload: { email } })
 * ```
 */
export class AuthProvider {
  readonly mailbox: AuthMailbox
  readonly oauth: FakeOAuth
  readonly farcaster: FakeFarcaster
  readonly chains: FrameChains
  readonly solana: FrameSolana
  private readonly sessions = new Map<string, FrameSession>()

  constructor(private readonly options: AuthProviderOptions) {
    this.mailbox = new AuthMailbox(options.baseUrl)
    this.oauth = new FakeOAuth(options.baseUrl)
    this.farcaster = new FakeFarcaster(options.baseUrl)
    this.solana = new FrameSolana(options.solanaRpcUrl ?? (() => undefined))
    this.chains = new FrameChains([
      { chainId: options.chainId ?? 31337, rpcUrl: options.rpcUrl },
      ...(options.chains ?? []),
    ])
  }

  /** The deterministic key of an identity (an e-mail, or `provider:username`). */
  static accountOf(identity: string): PrivateKeyAccount {
    return privateKeyToAccount(
      keccak256(stringToBytes(`portico-lab-auth:${identity.toLowerCase()}`)),
    )
  }

  /** Answers one frame request for the device `deviceId`. */
  async handle(
    deviceId: string,
    request: FrameRequest,
    origin = '',
  ): Promise<Record<string, unknown>> {
    const type = request.type.replace('@w3m-app/', '')
    try {
      const payload = await this.dispatch(deviceId, type, { origin, ...(request.payload ?? {}) })
      return { type: `@w3m-frame/${type}_SUCCESS`, id: request.id, payload }
    } catch (error) {
      const message = error instanceof FrameFailure ? error.message : undefined
      return {
        type: `@w3m-frame/${type}_ERROR`,
        id: request.id,
        payload: message ? { message } : {},
      }
    }
  }

  /** Forgets every session (the lab's reset). */
  reset(): void {
    this.sessions.clear()
    this.mailbox.reset()
    this.oauth.reset()
    this.farcaster.reset()
    this.chains.reset()
    this.solana.reset()
  }

  private async dispatch(device: string, type: string, payload: Record<string, unknown>) {
    const email = typeof payload.email === 'string' ? payload.email : ''
    const otp = typeof payload.otp === 'string' ? payload.otp : ''
    switch (type) {
      case 'SYNC_DAPP_DATA':
      case 'SYNC_THEME':
      case 'RELOAD':
        return {}
      case 'CONNECT_EMAIL':
        return { action: this.mailbox.startLogin(device, email) }
      case 'CONNECT_DEVICE':
        await this.mailbox.waitForDevice(device)
        return {}
      case 'CONNECT_OTP': {
        const identity = this.mailbox.checkOtp(device, otp)
        if (!identity) throw new FrameFailure('Invalid code')
        this.sessions.set(device, { identity, chainId: this.options.chainId ?? 31337 })
        return {}
      }
      case 'GET_SOCIAL_REDIRECT_URI':
        return { uri: this.oauth.redirectUri(String(payload.provider), String(payload.origin)) }
      case 'CONNECT_SOCIAL': {
        const grant = this.oauth.redeem(String(payload.uri))
        if (!grant) throw new FrameFailure('Invalid social sign-in')
        this.sessions.set(device, {
          identity: grant.identity,
          chainId: this.options.chainId ?? 31337,
        })
        return this.user(device, undefined)
      }
      case 'GET_FARCASTER_URI':
        return { url: this.farcaster.signInUrl(device) }
      case 'CONNECT_FARCASTER':
        await this.farcaster.waitForApproval(device)
        this.sessions.set(device, {
          identity: `farcaster:${FakeFarcaster.USERNAME}`,
          chainId: this.options.chainId ?? 31337,
        })
        return { userName: FakeFarcaster.USERNAME }
      case 'UPDATE_EMAIL':
      case 'UPDATE_EMAIL_PRIMARY_OTP':
      case 'UPDATE_EMAIL_SECONDARY_OTP':
        return answerEmailUpdate(type, this.session(device), this.mailbox, email, otp)
      case 'IS_CONNECTED':
        return { isConnected: this.sessions.has(device) }
      case 'GET_USER':
        if (String(payload.chainId).startsWith('solana:')) {
          const { identity, email: stored } = this.session(device)
          const email = stored ?? (identity.includes('@') ? identity : null)
          return this.solana.user(identity, String(payload.chainId), email)
        }
        return this.user(device, payload.chainId)
      case 'GET_CHAIN_ID':
        return { chainId: this.session(device).chainId }
      case 'SWITCH_NETWORK':
        // The owner (who pays the smart account's gas) and the account get funds on arrival.
        await this.user(device, payload.chainId)
        return { chainId: Number(payload.chainId) }
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: this.chains.smartAccountIds }
      case 'INIT_SMART_ACCOUNT': {
        const { identity, chainId } = this.session(device)
        const owner = AuthProvider.accountOf(identity)
        const address = await this.chains.smartAccounts(chainId).ensureDeployed(owner)
        return { address, isDeployed: true }
      }
      case 'SET_PREFERRED_ACCOUNT': {
        const session = this.session(device)
        session.preferred = payload.type === 'eoa' ? 'eoa' : 'smartAccount'
        return { type: session.preferred, address: await this.addressOf(session) }
      }
      case 'SIGN_OUT':
        this.sessions.delete(device)
        return {}
      case 'RPC_REQUEST':
        if (String(payload.method).startsWith('solana_')) {
          const { identity } = this.session(device)
          return {
            result: await this.solana.answer(identity, String(payload.method), payload.params),
          }
        }
        return {
          result: await answerRpc(
            this.rpcContext(this.session(device).chainId),
            { ...this.session(device), preferred: this.preferredOn(this.session(device)) },
            AuthProvider.accountOf,
            String(payload.method),
            payload.params,
          ),
        }
      default:
        throw new FrameFailure(`unsupported request ${type}`)
    }
  }

  private session(device: string) {
    const session = this.sessions.get(device)
    if (!session) throw new FrameFailure('not connected')
    return session
  }

  private async user(device: string, chainId: unknown) {
    const session = this.session(device)
    if (chainId !== undefined && Number.isSafeInteger(Number(chainId)))
      session.chainId = Number(chainId)
    const owner = AuthProvider.accountOf(session.identity)
    const accounts = this.chains.smartAccounts(session.chainId)
    const smart = await accounts.addressOf(owner.address)
    await this.chains.fund(session.chainId, owner.address)
    await this.chains.fund(session.chainId, smart)
    const preferred = this.preferredOn(session)
    return {
      email: session.email ?? (session.identity.includes('@') ? session.identity : null),
      ...(session.identity.includes(':') ? { userName: session.identity.split(':')[1] } : {}),
      address: preferred === 'smartAccount' ? smart : owner.address,
      chainId: session.chainId,
      accounts: [
        ...(preferred === 'smartAccount' ? [{ address: smart, type: 'smartAccount' }] : []),
        { address: owner.address, type: 'eoa' },
      ],
      preferredAccountType: preferred,
      smartAccountDeployed: await accounts.isDeployed(owner.address),
    }
  }

  private async addressOf(session: RpcSession): Promise<Hex> {
    const owner = AuthProvider.accountOf(session.identity)
    if (this.preferredOn(session) === 'eoa') return owner.address
    return this.chains.smartAccounts(session.chainId).addressOf(owner.address)
  }

  /** SPEC §6: eip155 defaults to the smart account, where the chain offers one. */
  private preferredOn(session: Pick<FrameSession, 'chainId' | 'preferred'>) {
    if (!this.chains.smartAccountsOn(session.chainId)) return 'eoa'
    return session.preferred === 'eoa' ? 'eoa' : 'smartAccount'
  }

  /** What an RPC request of a session on `chainId` runs against: that chain's node. */
  private rpcContext(chainId: number) {
    return {
      smartAccounts: this.chains.smartAccounts(chainId),
      rpcUrl: () => this.chains.rpcUrl(chainId),
      node: (method: string, params: unknown[]) => this.chains.node(chainId, method, params),
      addressOf: (session: RpcSession) => this.addressOf(session),
    }
  }
}
