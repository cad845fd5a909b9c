import { keccak256, stringToBytes } from 'viem'
import type { SentEmail } from './authProvider'

interface Login {
  email: string
  code: string
  deviceToken: string | undefined
  deviceApproved: boolean
  waiters: (() => void)[]
}

/**
 * The e-mail side of the simulated auth provider: one login attempt per device, its one-time
 * code (deterministic: the n-th code of an e-mail is always the same), the device-approval
 * link for a device the e-mail has not used before, and every e-mail sent (the lab's inbox).
 *
 * @example
 * ```ts
 * const mailbox = new AuthMailbox(() => 'http://127.0.0.1:4000')
 * mailbox.startLogin('device-1', 'ada@example.com') // 'VERIFY_OTP'
 * mailbox.sent.at(-1)?.code // '482913'
 * ```
 */
export class AuthMailbox {
  /** Every e-mail sent, oldest first. */
  readonly sent: SentEmail[] = []
  private readonly logins = new Map<string, Login>()
  private readonly knownDevices = new Map<string, Set<string>>()
  private readonly forceDevice = new Set<string>()
  private codes = 0

  constructor(private readonly baseUrl: () => string) {}

  /** The next login of `email` must approve its device first (the lab's "new device"). */
  requireDeviceVerification(email: string): void {
    this.forceDevice.add(email.toLowerCase())
  }

  /** Starts a login: mails a code, or a device link first when the device is new to `email`. */
  startLogin(device: string, rawEmail: string): 'VERIFY_OTP' | 'VERIFY_DEVICE' {
    const email = rawEmail.toLowerCase()
    const devices = this.knownDevices.get(email)
    const newDevice = this.forceDevice.has(email) || (devices !== undefined && !devices.has(device))
    this.forceDevice.delete(email)
    const login: Login = {
      email,
      code: this.nextCode(email),
      deviceToken: newDevice
        ? keccak256(stringToBytes(`${device}:${email}:${this.codes}`)).slice(2, 18)
        : undefined,
      deviceApproved: !newDevice,
      waiters: [],
    }
    this.logins.set(device, login)
    if (login.deviceToken) {
      const link = `${this.baseUrl()}/device/${login.deviceToken}`
      this.sent.push({ to: email, kind: 'device', link, at: Date.now() })
      return 'VERIFY_DEVICE'
    }
    this.mailCode(login)
    return 'VERIFY_OTP'
  }

  /** The device link was followed: approve that login and mail its code. */
  approveDevice(token: string): boolean {
    for (const login of this.logins.values()) {
      if (login.deviceToken !== token || login.deviceApproved) continue
      login.deviceApproved = true
      this.mailCode(login)
      for (const wake of login.waiters.splice(0)) wake()
      return true
    }
    return false
  }

  /** Resolves once the device of the login in progress is approved. */
  waitForDevice(device: string): Promise<void> {
    const login = this.logins.get(device)
    if (!login) return Promise.reject(new Error('no login in progress'))
    if (login.deviceApproved) return Promise.resolve()
    return new Promise((resolve) => login.waiters.push(resolve))
  }

  /** The identity when `otp` is this device's current code, else undefined. */
  checkOtp(device: string, otp: string): string | undefined {
    const login = this.logins.get(device)
    if (!login?.deviceApproved || login.code !== otp) return undefined
    this.logins.delete(device)
    const devices = this.knownDevices.get(login.email) ?? new Set<string>()
    devices.add(device)
    this.knownDevices.set(login.email, devices)
    return login.email
  }

  /** Mails a fresh code to `email` (an e-mail update) and returns it. */
  mailCodeTo(email: string): string {
    const code = this.nextCode(email)
    this.sent.push({ to: email, kind: 'otp', code, at: Date.now() })
    return code
  }

  reset(): void {
    this.sent.splice(0)
    this.logins.clear()
    this.knownDevices.clear()
    this.forceDevice.clear()
    this.codes = 0
  }

  private mailCode(login: Login): void {
    this.sent.push({ to: login.email, kind: 'otp', code: login.code, at: Date.now() })
  }

  private nextCode(email: string): string {
    this.codes += 1
    const hash = keccak256(stringToBytes(`otp:${email}:${this.codes}`))
    return (Number.parseInt(hash.slice(2, 10), 16) % 1_000_000).toString().padStart(6, '0')
  }
}
