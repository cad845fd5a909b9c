import { keccak256, stringToBytes } from 'viem'
import { FrameFailure } from './frameRpc'

interface SignIn {
  token: string
  state: 'waiting' | 'approved' | 'denied'
  waiters: { resolve: () => void; reject: (error: Error) => void }[]
}

/** What CONNECT_FARCASTER answers when the phone denied the sign-in. */
export const FARCASTER_DENIED = 'Farcaster sign-in denied'

/**
 * Farcaster sign-in on the lab's auth provider: a sign-in URL per attempt (the modal shows it
 * as a QR code; the lab's phone reads it and approves or denies it by its token, as opening
 * the URL also approves), and the wait the frame's CONNECT_FARCASTER does until then (a denial
 * fails it). The account is `farcaster:lab-farcaster`.
 *
 * @example
 * ```ts
 * const farcaster = new FakeFarcaster(() => url)
 * const uri = farcaster.signInUrl('device-1')
 * ```
 */
export class FakeFarcaster {
  static readonly USERNAME = 'lab-farcaster'
  private readonly signIns = new Map<string, SignIn>()
  private count = 0

  constructor(private readonly baseUrl: () => string) {}

  signInUrl(device: string): string {
    this.count += 1
    const token = keccak256(stringToBytes(`farcaster:${device}:${this.count}`)).slice(2, 18)
    this.signIns.set(device, { token, state: 'waiting', waiters: [] })
    return `${this.baseUrl()}/farcaster/${token}`
  }

  /** Approves the sign-in with `token`, or the latest one when no token is given. */
  approve(token?: string): boolean {
    return this.decide(token, 'approved')
  }

  /** Denies the sign-in with `token`: the frame's CONNECT_FARCASTER fails. */
  deny(token?: string): boolean {
    return this.decide(token, 'denied')
  }

  /** Resolves once the device's sign-in is approved; rejects when it is denied. */
  waitForApproval(device: string): Promise<void> {
    const signIn = this.signIns.get(device)
    if (!signIn) return Promise.reject(new Error('no farcaster sign-in in progress'))
    if (signIn.state === 'approved') return Promise.resolve()
    if (signIn.state === 'denied') return Promise.reject(new FrameFailure(FARCASTER_DENIED))
    return new Promise((resolve, reject) => signIn.waiters.push({ resolve, reject }))
  }

  private decide(token: string | undefined, state: 'approved' | 'denied'): boolean {
    const all = [...this.signIns.values()]
    const signIn = token ? all.find((s) => s.token === token) : all.at(-1)
    if (signIn?.state !== 'waiting') return false
    signIn.state = state
    for (const waiter of signIn.waiters.splice(0)) {
      if (state === 'approved') waiter.resolve()
      else waiter.reject(new FrameFailure(FARCASTER_DENIED))
    }
    return true
  }

  reset(): void {
    this.signIns.clear()
  }
}
