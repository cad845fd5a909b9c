import { keccak256, stringToBytes } from 'viem'

interface SignIn {
  token: string
  approved: boolean
  waiters: (() => void)[]
}

/**
 * Farcaster sign-in on the lab's auth provider: a sign-in URL per attempt (the modal shows it
 * as a QR code; opening it, or the `approveFarcaster` command, approves it), and the wait the
 * frame's CONNECT_FARCASTER does until then. The account is `farcaster:lab-farcaster`.
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
    this.signIns.set(device, { token, approved: false, waiters: [] })
    return `${this.baseUrl()}/farcaster/${token}`
  }

  /** Approves the sign-in with `token`, or the latest one when no token is given. */
  approve(token?: string): boolean {
    const all = [...this.signIns.values()]
    const signIn = token ? all.find((s) => s.token === token) : all.at(-1)
    if (!signIn || signIn.approved) return false
    signIn.approved = true
    for (const wake of signIn.waiters.splice(0)) wake()
    return true
  }

  /** Resolves once the device's sign-in is approved. */
  waitForApproval(device: string): Promise<void> {
    const signIn = this.signIns.get(device)
    if (!signIn) return Promise.reject(new Error('no farcaster sign-in in progress'))
    if (signIn.approved) return Promise.resolve()
    return new Promise((resolve) => signIn.waiters.push(resolve))
  }

  reset(): void {
    this.signIns.clear()
  }
}
