import { createHttpSimulator, type HttpSimulator } from '../api/http/httpSimulator'
import { HttpError, json, type Route } from '../api/http/router'
import { AuthProvider, type FrameRequest } from './authProvider'
import type { FrameChain } from './frameChains'
import { deviceApprovedHtml, FRAME_HTML, farcasterApprovedHtml } from './framePage'
import type { SocialDecision } from './oauth'

/** The simulator's name in the lab (and the host page's `auth` parameter source). */
export const AUTH_FRAME_SIMULATOR = 'auth-frame'

/**
 * The lab's embedded-wallet provider on its own origin (its own 127.0.0.1 port): `/frame.html`
 * (the hidden frame), `POST /frame/message` (what the frame forwards), `/device/:token` (the
 * device-approval link of the e-mail). Faults apply per route (simulators/faults.ts), e.g.
 * `GET /frame.html` answering 500 makes the frame fail to load. Commands: `inbox` (every
 * e-mail sent), `requireDeviceVerification {email}`, `approveDevice {token}`,
 * `approveFarcaster` (the latest QR sign-in), `decideFarcaster {token, approve}` (what the
 * lab's phone sends after reading the QR code), `setSocialDecision {decision}` (the provider pages approve, deny, close or wait by themselves), `reset`.
 *
 * @example
 * ```ts
 * const frame = createAuthFrameSimulator({ rpcUrl: () => anvil.rpcUrl! })
 * await frame.start()
 * await frame.command('inbox') // [{ to, kind: 'otp', code }]
 * ```
 */
export function createAuthFrameSimulator(options: {
  rpcUrl: () => string
  /** More lab chains the embedded wallet signs on (Base 8453 for swaps). */
  chains?: readonly FrameChain[]
  /** The lab's Solana chain, where the embedded Solana account signs and sends. */
  solanaRpcUrl?: () => string | undefined
}): HttpSimulator {
  let baseUrl = (): string => {
    throw new Error('auth-frame is not running')
  }
  const provider = new AuthProvider({
    rpcUrl: options.rpcUrl,
    baseUrl: () => baseUrl(),
    ...(options.chains ? { chains: options.chains } : {}),
    ...(options.solanaRpcUrl ? { solanaRpcUrl: options.solanaRpcUrl } : {}),
  })
  const routes = (url: () => string): Route[] => {
    baseUrl = url
    return [
      { method: 'GET', pattern: '/frame.html', open: true, handler: () => html(FRAME_HTML) },
      {
        method: 'POST',
        pattern: '/frame/message',
        open: true,
        handler: async ({ body }) => {
          const { device, message, origin } = (body ?? {}) as {
            device?: unknown
            message?: FrameRequest
            origin?: unknown
          }
          if (typeof device !== 'string' || typeof message?.type !== 'string') {
            throw new HttpError(400, 'expected { device, message }')
          }
          return json(await provider.handle(device, message, String(origin ?? '')))
        },
      },
      {
        method: 'GET',
        pattern: '/oauth/:provider',
        open: true,
        handler: ({ params, query }) =>
          html(provider.oauth.page(params.provider ?? '', query.get('state') ?? '')),
      },
      {
        method: 'POST',
        pattern: '/oauth/decide',
        open: true,
        handler: ({ body }) => {
          const { state, approve, username } = (body ?? {}) as Record<string, unknown>
          return json(
            provider.oauth.decide(String(state), approve === true, String(username ?? '')),
          )
        },
      },
      {
        method: 'GET',
        pattern: '/farcaster/:token',
        open: true,
        handler: ({ params }) =>
          html(farcasterApprovedHtml(provider.farcaster.approve(params.token ?? ''))),
      },
      {
        method: 'GET',
        pattern: '/device/:token',
        open: true,
        handler: ({ params }) =>
          html(deviceApprovedHtml(provider.mailbox.approveDevice(params.token ?? ''))),
      },
    ]
  }
  return createHttpSimulator({
    name: AUTH_FRAME_SIMULATOR,
    routes,
    info: () => ({ emails: provider.mailbox.sent.length }),
    commands: async (command, params) => {
      const email = (params as { email?: unknown } | undefined)?.email
      const token = (params as { token?: unknown } | undefined)?.token
      switch (command) {
        case 'inbox':
          return { result: [...provider.mailbox.sent] }
        case 'requireDeviceVerification':
          provider.mailbox.requireDeviceVerification(String(email))
          return { result: true }
        case 'approveDevice':
          return { result: provider.mailbox.approveDevice(String(token)) }
        case 'approveFarcaster':
          return { result: provider.farcaster.approve() }
        case 'decideFarcaster': {
          const { approve } = (params ?? {}) as { approve?: unknown }
          const key = typeof token === 'string' ? token : undefined
          const done =
            approve === true ? provider.farcaster.approve(key) : provider.farcaster.deny(key)
          return { result: done }
        }
        case 'setSocialDecision':
          provider.oauth.decision = (params as { decision?: SocialDecision } | undefined)?.decision
          return { result: true }
        case 'limitSmartAccounts': {
          const { chainIds } = (params ?? {}) as { chainIds?: unknown }
          const ids = Array.isArray(chainIds) ? chainIds.filter(Number.isSafeInteger) : []
          provider.chains.limitSmartAccounts(ids as number[])
          return { result: provider.chains.smartAccountIds }
        }
        case 'reset':
          provider.reset()
          return { result: true }
        default:
          return undefined
      }
    },
  })
}

function html(text: string) {
  return { text, contentType: 'text/html; charset=utf-8' }
}
