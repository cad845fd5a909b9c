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
