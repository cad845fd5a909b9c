import type { PendingUpdate } from './emailUpdate'

/** One e-mail the simulated provider sent (what the lab's inbox panel lists). */
export interface SentEmail {
  to: string
  kind: 'otp' | 'device'
  /** The one-time code (kind otp). */
  code?: string
  /** The device-approval link (kind device). */
  link?: string
  at: number
}

/** A message from the page, as the frame forwards it. */
export interface FrameRequest {
  type: string
  id: string
  payload?: Record<string, unknown>
}

/** One device's signed-in session at the simulated provider. */
export interface FrameSession {
  identity: string
  chainId: number
  email?: string
  update?: PendingUpdate
  /** SPEC §6: eip155 defaults to the smart account (where the chain offers one). */
  preferred?: 'eoa' | 'smartAccount'
}
