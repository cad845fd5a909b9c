import { encodeBase58 } from '../../../chains/solana/base58'
import { ManualClock } from '../../../core/clock/manualClock'
import { createPortico } from '../../../core/createPortico'
import { createMemoryStorage } from '../../../core/deps'
import type { PorticoOptions } from '../../../core/options/options'
import { createFakeFetch } from '../../../core/services/testing/fakeFetch'
import { FakeAdapter } from '../../../core/stores/testing/fakeAdapter'
import { mainnet } from '../../../core/stores/testing/fixtures'
import { withEmbeddedWallet } from '../authEip155Adapter'
import { EmbeddedAuth } from '../embeddedAuth'
import type { FrameRequestType } from '../frameMessages'
import { AUTH_URL, createFakeFrame, type FrameAnswer, type FrameAnswers } from './fakeFrame'

export const TEST_EMAIL = 'ada@example.test'
export const TEST_OTP = '123456'
export const EMBEDDED_ADDRESS = '0x1111111111111111111111111111111111111111'
export const SMART_ADDRESS = '0x5555555555555555555555555555555555555555'
/** The embedded wallet's Solana account in the in-memory frame (32 bytes of 7). */
export const SOLANA_ADDRESS = encodeBase58(new Uint8Array(32).fill(7))
/** What the in-memory frame signs any Solana message with (64 bytes of 9). */
export const SOLANA_SIGNATURE = encodeBase58(new Uint8Array(64).fill(9))

function solanaAnswer(method: string): unknown {
  if (method === 'solana_signMessage') return { signature: SOLANA_SIGNATURE }
  return { transaction: 'AQID' }
}

/** What the in-memory frame of {@link createAuthTest} does; tests flip these. */
export interface FrameScript {
  action: 'VERIFY_OTP' | 'VERIFY_DEVICE'
  connected: boolean
  /** Never say READY (the frame failed to load). */
  broken: boolean
  /** Answer CONNECT_FARCASTER (the phone approved); otherwise it waits. */
  farcasterApproved: boolean
  /** Refuse CONNECT_FARCASTER (the phone denied the sign-in). */
  farcasterDenied: boolean
  /** The account's preferred type; a smart account is offered beside the EOA when set. */
  preferred: 'eoa' | 'smartAccount' | undefined
  /** The account GET_USER reports on a chain id, where it differs from the default one. */
  chainAddresses: Record<string, string>
  /** What eth_getBalance answers for an address (hex wei); '0x0' for any other. */
  balances: Record<string, string>
  /** Requests the frame receives but never answers (a stuck provider). */
  silent: Set<FrameRequestType>
  /** The silent requests received so far: a test waits for one before moving the clock. */
  dropped: FrameRequestType[]
  /** The frame lost the session on its own (it expired): RPC requests are refused. */
  expired: boolean
  /** RPC methods the node refuses while the session is fine (a revert, a node error). */
  failingRpc: Set<string>
  /** The chain the frame's session is on (eth_chainId). */
  chainId: number
  /** Answers of other RPC methods (e.g. a token's eth_call), by method. */
  rpcAnswers: Record<string, string>
}

/**
 * A Portico whose eip155 namespace combines a fake extension with the embedded wallet, over an
 * in-memory auth frame that behaves like the lab's provider (code {@link TEST_OTP}).
 *
 * @example
 * ```ts
 * const { portico, auth, clock } = createAuthTest()
 * await auth.emailLogin.submitEmail(TEST_EMAIL)
 * ```
 */
export function createAuthTest(options: Partial<PorticoOptions> = {}) {
  const script: FrameScript = {
    action: 'VERIFY_OTP',
    connected: false,
    broken: false,
    farcasterApproved: false,
    farcasterDenied: false,
    preferred: undefined,
    chainAddresses: {},
    balances: {},
    silent: new Set(),
    dropped: [],
    expired: false,
    failingRpc: new Set(),
    chainId: 1,
    rpcAnswers: {},
  }
  const ok = (payload: unknown) => ({ ok: true as const, payload })
  const user = () =>
    script.preferred === undefined
      ? {
          email: TEST_EMAIL,
          address: EMBEDDED_ADDRESS,
          chainId: 1,
          accounts: [{ address: EMBEDDED_ADDRESS, type: 'eoa' }],
        }
      : {
          email: TEST_EMAIL,
          address: script.preferred === 'eoa' ? EMBEDDED_ADDRESS : SMART_ADDRESS,
          chainId: 1,
          accounts: [
            { address: SMART_ADDRESS, type: 'smartAccount' },
            { address: EMBEDDED_ADDRESS, type: 'eoa' },
          ],
          preferredAccountType: script.preferred,
          smartAccountDeployed: false,
        }
  const onChain = (chainId: number) => {
    const address = script.chainAddresses[String(chainId)]
    return address ? { ...user(), address, chainId, accounts: [{ address, type: 'eoa' }] } : user()
  }
  const fake = createFakeFrame(
    silenceable(script, {
      SWITCH_NETWORK: (payload) => ok(payload),
      SYNC_DAPP_DATA: () => ok({}),
      SYNC_THEME: () => ok({}),
      CONNECT_EMAIL: () => ok({ action: script.action }),
      CONNECT_DEVICE: () => ok({}),
      CONNECT_OTP: (payload) => {
        if ((payload as { otp: string }).otp !== TEST_OTP)
          return { ok: false, message: 'Invalid code' }
        script.connected = true
        return ok({})
      },
      GET_SOCIAL_REDIRECT_URI: () => ok({ uri: 'https://auth.test/oauth/google?state=s1' }),
      CONNECT_SOCIAL: () => {
        script.connected = true
        return ok({ ...user(), email: null, userName: 'ada' })
      },
      GET_FARCASTER_URI: () => ok({ url: 'https://auth.test/farcaster/f1' }),
      CONNECT_FARCASTER: () => {
        if (script.farcasterDenied) return { ok: false, message: 'Farcaster sign-in denied' }
        if (!script.farcasterApproved) return undefined
        script.connected = true
        return ok({ userName: 'lab-farcaster' })
      },
      RELOAD: () => {
        queueMicrotask(() => fake.ready(4))
        return ok({})
      },
      UPDATE_EMAIL: () => ok({ action: 'VERIFY_PRIMARY_OTP' }),
      UPDATE_EMAIL_PRIMARY_OTP: (payload) =>
        (payload as { otp: string }).otp === '111111'
          ? ok({})
          : { ok: false, message: 'Invalid code' },
      UPDATE_EMAIL_SECONDARY_OTP: (payload) =>
        (payload as { otp: string }).otp === '222222'
          ? ok({ newEmail: 'new@example.test' })
          : { ok: false, message: 'Invalid code' },
      SET_PREFERRED_ACCOUNT: (payload) => {
        script.preferred = (payload as { type: 'eoa' | 'smartAccount' }).type
        return ok({ type: script.preferred, address: user().address })
      },
      IS_CONNECTED: () => ok({ isConnected: script.connected && !script.expired }),
      GET_USER: (payload) =>
        String((payload as { chainId: unknown }).chainId).startsWith('solana:')
          ? ok({ email: TEST_EMAIL, address: SOLANA_ADDRESS, chainId: 'solana:lab' })
          : ok(onChain(Number((payload as { chainId: unknown }).chainId))),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ok({ smartAccountEnabledNetworks: [1, 8453] }),
      SIGN_OUT: () => {
        script.connected = false
        return ok({})
      },
      RPC_REQUEST: (payload) => {
        if (script.expired) return { ok: false, message: 'not connected' }
        const { method } = payload as { method: string }
        if (script.failingRpc.has(method)) return { ok: false, message: 'execution reverted' }
        if (method.startsWith('solana_')) return ok({ result: solanaAnswer(method) })
        if (method === 'eth_getBalance') {
          const [address] = (payload as { params: [string] }).params
          return ok({ result: script.balances[address] ?? '0x0' })
        }
        const scripted = script.rpcAnswers[method]
        if (scripted !== undefined) return ok({ result: scripted })
        if (method === 'eth_chainId') return ok({ result: `0x${script.chainId.toString(16)}` })
        if (method === 'eth_gasPrice') return ok({ result: '0x3b9aca00' })
        if (method === 'eth_estimateGas') return ok({ result: '0x5208' })
        if (method === 'eth_sendTransaction') return ok({ result: `0x${'cd'.repeat(32)}` })
        return ok({ result: method === 'personal_sign' ? `0x${'ab'.repeat(65)}` : '0x0' })
      },
    }),
    {
      get autoReady() {
        return !script.broken
      },
    },
  )
  const clock = new ManualClock(1_000_000)
  // Nothing leaves the process: analytics and balances answer from here.
  const fetch = createFakeFetch({
    'GET /getAnalyticsConfig': { json: { isAnalyticsEnabled: true } },
    'POST /e': { json: {} },
  })
  const storage = createMemoryStorage()
  const extension = new FakeAdapter('eip155')
  let auth: EmbeddedAuth | undefined
  const portico = createPortico(
    {
      projectId: 'test-project',
      networks: [mainnet],
      adapters: { eip155: () => withEmbeddedWallet(async () => extension, auth!)() },
      // Analytics needs its own host and the wallet API's switch (docs/without-backend.md).
      endpoints: { analytics: 'http://127.0.0.1:4100', walletApi: 'http://127.0.0.1:4200' },
      ...options,
    },
    { clock, storage, fetch: fetch.fetch },
  )
  auth = new EmbeddedAuth(portico, {
    ...(options.endpoints?.auth ? {} : { authUrl: AUTH_URL }),
    window: fake.page,
  })
  portico.attachPorts({ auth })
  return { portico, auth, clock, storage, fake, script, extension, fetch }
}

/** The frame's answers, except those `script.silent` names: those are received and dropped. */
function silenceable(script: FrameScript, answers: FrameAnswers): FrameAnswers {
  const wrapped: FrameAnswers = {}
  for (const [type, answer] of Object.entries(answers) as [FrameRequestType, FrameAnswer][]) {
    wrapped[type] = (payload) => {
      if (!script.silent.has(type)) return answer(payload)
      script.dropped.push(type)
      return undefined
    }
  }
  return wrapped
}

/** Lets the frame's microtask replies and the stores' awaits run. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve()
  await new Promise((resolve) => setTimeout(resolve, 0))
}
