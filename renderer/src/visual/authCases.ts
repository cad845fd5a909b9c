import type { VisualCase, VisualStep } from './visualCases'

/** The visitor's address in every e-mail state; the fixture frame knows it. */
export const VISUAL_EMAIL = 'ada@example.com'
/** The one code the fixture frame accepts; any other is refused. */
export const VISUAL_OTP = '123456'
/** A code the fixture frame refuses (the "wrong code" state). */
export const VISUAL_WRONG_OTP = '000000'

/**
 * How the fixture auth frame (renderer/src/visual/auth) answers in one state. Everything not
 * named here has one fixed answer: CONNECT_EMAIL asks for the code, the code `VISUAL_OTP` is
 * right, the social window and the farcaster phone never answer (the views wait).
 */
export interface AuthScript {
  /** CONNECT_EMAIL asks for a new-device approval first (VERIFY_DEVICE). */
  newDevice?: boolean
  /** The social provider's window refuses the sign-in. */
  socialDenied?: boolean
  /** Farcaster: the sign-in URL never comes (loading), or the phone refuses the sign-in. */
  farcaster?: 'hang' | 'deny'
}

const email = (address = VISUAL_EMAIL): VisualStep[] => [
  { fill: 'E-mail address', value: address },
  { click: 'Continue with e-mail' },
]
const code = (otp: string): VisualStep[] => [
  { fill: 'One-time code', value: otp },
  { click: 'Continue' },
]
const social = (provider: string): VisualStep[] => [{ click: `Continue with ${provider}` }]
/** E-mail and social login start on Connect, as a visitor starts them. */
const fromConnect = { path: ['Connect'] } as const
const updateEmail = {
  auth: {},
  connected: 'embedded',
  path: ['Account', 'UpdateEmail'],
} as const

/**
 * The embedded wallet's views (e-mail code, device approval, social and farcaster sign-in,
 * updating the e-mail), each reached through the real auth connector (`portico/auth`) and a
 * fixture frame on the page's own origin that speaks the frame protocol with fixed answers.
 */
export const AUTH_CASES: readonly VisualCase[] = [
  {
    view: 'EmailVerifyOtp',
    state: 'empty',
    auth: {},
    ...fromConnect,
    steps: [...email(), { see: 'Enter the code we sent to' }],
  },
  {
    view: 'EmailVerifyOtp',
    state: 'failed',
    auth: {},
    ...fromConnect,
    steps: [...email(), ...code(VISUAL_WRONG_OTP), { see: 'That did not work' }],
  },
  {
    view: 'EmailVerifyDevice',
    state: 'waiting',
    auth: { newDevice: true },
    ...fromConnect,
    steps: [...email(), { see: 'Waiting for the approval' }],
  },
  // Nobody followed the link for 30 s: the wait is given up and "Try again" offered.
  {
    view: 'EmailVerifyDevice',
    state: 'failed',
    auth: { newDevice: true },
    ...fromConnect,
    steps: [
      ...email(),
      { see: 'Waiting for the approval' },
      { tick: 30_000 },
      { see: 'Try again' },
    ],
  },
  {
    view: 'ConnectingSocial',
    state: 'connecting',
    auth: {},
    ...fromConnect,
    steps: [...social('Google'), { see: 'Continue in the Google window' }],
  },
  {
    view: 'ConnectingSocial',
    state: 'failed',
    auth: { socialDenied: true },
    ...fromConnect,
    steps: [...social('Google'), { see: 'The sign-in was cancelled' }],
  },
  {
    view: 'ConnectingFarcaster',
    state: 'loading',
    auth: { farcaster: 'hang' },
    ...fromConnect,
    steps: [...social('Farcaster'), { see: 'Preparing the connection code' }],
  },
  {
    view: 'ConnectingFarcaster',
    state: 'filled',
    auth: {},
    // On a phone the view adds "Open Farcaster" under the QR code.
    phone: true,
    ...fromConnect,
    steps: [...social('Farcaster'), { see: 'Copy link' }],
  },
  {
    view: 'ConnectingFarcaster',
    state: 'failed',
    auth: { farcaster: 'deny' },
    ...fromConnect,
    steps: [...social('Farcaster'), { see: 'The sign-in was cancelled' }],
  },
  { view: 'UpdateEmail', state: 'empty', ...updateEmail },
  {
    view: 'UpdateEmail',
    state: 'invalid',
    ...updateEmail,
    steps: [
      { fill: 'New e-mail address', value: 'ada@' },
      { click: 'Continue' },
      { see: 'Enter a valid e-mail address' },
    ],
  },
  {
    view: 'UpdateEmail',
    state: 'primary',
    ...updateEmail,
    steps: [
      { fill: 'New e-mail address', value: 'grace@example.com' },
      { click: 'Continue' },
      { see: 'your current address' },
    ],
  },
]
