import { createPublicClient, type Hex, http, stringToHex } from 'viem'
import { freshVisit, PORTICO_PREFIX, waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, type Scenario, type ScenarioStep, step } from '../runner/scenario'
import { pollUntil } from '../runner/waits'

type Ctx = LabScenarioContext

/** The lab's embedded-wallet provider (simulators/frame). */
export const AUTH_FRAME = 'auth-frame'
export const VISITOR_EMAIL = 'visitor@example.test'

/** One e-mail the auth frame sent, as its `inbox` command lists it. */
interface InboxEmail {
  to: string
  kind: 'otp' | 'device'
  code?: string
  link?: string
}

/** A first visit, plus an auth provider with no sessions, e-mails or faults. */
export function freshAuthVisit(): ScenarioStep<Ctx>[] {
  return [
    step('the auth provider forgets every session, e-mail and fault', async (ctx) => {
      await ctx.lab.command(AUTH_FRAME, 'reset')
      await ctx.lab.command(AUTH_FRAME, 'clearFaults')
    }),
    freshVisit(),
  ]
}

/** The inbox's e-mails to `to`, oldest first. */
export async function inbox(ctx: Ctx, to = VISITOR_EMAIL): Promise<InboxEmail[]> {
  const all = (await ctx.lab.command(AUTH_FRAME, 'inbox')) as InboxEmail[]
  return all.filter((mail) => mail.to === to)
}

/** Waits for the `count`-th one-time code mailed to `to` and returns it. */
export async function waitForCode(ctx: Ctx, count = 1, to = VISITOR_EMAIL): Promise<string> {
  return pollUntil(`code #${count} in the inbox of ${to}`, async () => {
    const codes = (await inbox(ctx, to)).filter((mail) => mail.kind === 'otp')
    return codes[count - 1]?.code || undefined
  })
}

/** Opens the modal and submits `email` in the Connect view's e-mail form. */
export async function submitEmail(ctx: Ctx, email = VISITOR_EMAIL): Promise<void> {
  if (!ctx.portico.modal.isOpen) await ctx.ui.click('button', 'Connect Wallet')
  await ctx.ui.type('E-mail address', email)
  await ctx.ui.click('button', 'Continue with e-mail')
}

/** Types `code` into the OTP view and confirms. */
export async function enterCode(ctx: Ctx, code: string): Promise<void> {
  await ctx.ui.type('One-time code', code)
  await ctx.ui.click('button', 'Continue')
}

/** Logs in by e-mail with the code from the inbox, until Portico says connected. */
export function emailLogin(email = VISITOR_EMAIL): ScenarioStep<Ctx> {
  return step(`the visitor logs in as ${email} with the code from the inbox`, async (ctx) => {
    await submitEmail(ctx, email)
    await ctx.ui.waitForText(`Enter the code we sent to ${email}`)
    await enterCode(ctx, await waitForCode(ctx, 1, email))
    await waitForStatus(ctx, 'connected')
    const info = ctx.portico.chains.activeChain?.account.connectedWalletInfo
    check(info?.connectorId === 'AUTH', `connected through ${info?.connectorId}`)
  })
}

/** The hidden auth frame mounted in the host page (not in the modal's shadow root). */
export function authFrameMounted(): boolean {
  return document.querySelector('iframe[title="Embedded wallet"]') !== null
}

/** Starts `request` through Portico without awaiting it; the outcome is caught for later. */
export function startRequest(ctx: Ctx, method: string, params: unknown[]) {
  return ctx.portico.request({ method, params }).then(
    (result) => ({ ok: true as const, result }),
    (error: unknown) => ({ ok: false as const, error: error as { code?: string } }),
  )
}

/**
 * An auth scenario: the lab chain, the wallet listing and the auth frame running, and a fresh
 * visit (no session, e-mail or fault anywhere) before `steps`.
 */
export function defineAuthScenario(scenario: {
  id: string
  title: string
  expected: string
  steps: readonly ScenarioStep<Ctx>[]
}): Scenario<Ctx> {
  return defineScenario<Ctx>({
    ...scenario,
    simulators: ['anvil', 'wallet-api', AUTH_FRAME],
    steps: [...freshAuthVisit(), ...scenario.steps],
  })
}

/**
 * How long the approval view ignores clicks on a request it has just shown (its double-click
 * guard): a visitor reads before deciding, so the scenario lets that time pass on the clock.
 */
const APPROVAL_GUARD_MS = 500

/** Approves or rejects the request the approval view shows, as a visitor who read it would. */
export async function decide(ctx: Ctx, choice: 'Approve' | 'Reject'): Promise<void> {
  await ctx.ui.findByRole('button', choice)
  ctx.clock.advance(APPROVAL_GUARD_MS)
  await ctx.ui.click('button', choice)
}

/** What a signed-in embedded wallet leaves in storage, and Portico clears when it is gone. */
export const AUTH_KEYS = ['email', 'emailLoginUsed', 'connectedConnectorId:eip155']

/** One of Portico's stored values on the host page, or null. */
export const stored = (key: string) => window.localStorage.getItem(`${PORTICO_PREFIX}${key}`)

/**
 * Asks the active account for a personal_sign of `message`, approves it on the approval
 * screen once that shows the message, and checks the signature verifies on the active chain
 * against the account the page shows.
 */
export async function signApprovedAndVerify(ctx: Ctx, message: string): Promise<void> {
  const address = ctx.portico.chains.activeAddress ?? ''
  const pending = startRequest(ctx, 'personal_sign', [stringToHex(message), address])
  await ctx.ui.waitForText(message)
  await decide(ctx, 'Approve')
  const outcome = await pending
  check(outcome.ok, `the request failed: ${JSON.stringify(!outcome.ok && outcome.error)}`)
  const rpcUrl = ctx.portico.chains.activeCaipNetwork?.rpcUrls.default.http[0]
  const valid = await createPublicClient({ transport: http(rpcUrl) }).verifyMessage({
    address: address as Hex,
    message,
    signature: outcome.result as Hex,
  })
  check(valid, `the signature does not verify against ${address}`)
}

/** SPEC §8's socials-timeout alert, as the modal words it. */
export const SOCIAL_TIMED_OUT = 'Social login timed out. Please try again'

/** What the social view says when the visitor closed the provider's window (issue 36). */
export const socialClosed = (provider: string) =>
  `The ${provider} window was closed before the sign-in finished`

/**
 * The visitor picks `provider` ("Continue with …") and closes the provider's window without an
 * answer: the social view says the window was closed (not a time-out, and no alert) and
 * offers "Try again".
 */
export function socialWindowCloses(provider: string): ScenarioStep<Ctx> {
  return step(`the ${provider} window is closed: the view says so`, async (ctx) => {
    await ctx.lab.command(AUTH_FRAME, 'setSocialDecision', { decision: 'close' })
    await ctx.ui.click('button', 'Connect Wallet')
    // The row shows the first providers; "Other social options" shows the rest.
    // Clicked in the probe that saw it, not after an await (see ScenarioUi's actOn).
    await ctx.ui.waitFor(`Continue with ${provider} or the other options`, () => {
      if (ctx.ui.queryAllByRole('button', `Continue with ${provider}`).length > 0) return true
      const other = ctx.ui.queryAllByRole('button', 'Other social options')[0]
      ;(other as HTMLElement | undefined)?.click()
      return other !== undefined
    })
    await ctx.ui.click('button', `Continue with ${provider}`)
    // The window closes in real time; Portico notices on its (virtual) clock.
    await ctx.ui.waitFor('the closed window to be noticed', () => {
      ctx.clock.advance(500)
      return ctx.ui.hasText(socialClosed(provider))
    })
    await ctx.ui.findByRole('button', 'Try again')
    check(!ctx.ui.hasText(SOCIAL_TIMED_OUT), 'a closed window is said to have timed out')
    check(ctx.portico.alerts.current === undefined, 'a closed window raised an alert')
  })
}

/** The visitor moves the embedded account to Base (the lab's second chain, 8453). */
export function embeddedOnBase(): ScenarioStep<Ctx> {
  return step('the visitor switches to Base', async (ctx) => {
    ctx.portico.close()
    await ctx.portico.networks.switchNetwork('eip155:8453')
    await waitForStatus(ctx, 'connected')
    await ctx.ui.waitFor('Base', () => ctx.portico.chains.activeCaipNetwork?.id === 8453)
  })
}

/** From the Account view, "Switch to EOA": the owner key becomes the connected account. */
export function embeddedSwitchesToEoa(): ScenarioStep<Ctx> {
  return step('the visitor switches to the EOA', async (ctx) => {
    const account = ctx.portico.chains.activeChain?.account
    const owner = account?.allAccounts.find((a) => a.type === 'eoa')?.address
    check(owner, 'the embedded account lists no EOA')
    ctx.portico.close()
    ctx.portico.open()
    await ctx.ui.click('button', 'Switch to EOA')
    await ctx.ui.waitFor('the owner address', () => ctx.portico.chains.activeAddress === owner)
    await waitForStatus(ctx, 'connected')
  })
}
