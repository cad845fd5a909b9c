/** Where the built-in local SIWX keeps its sessions (the page's storage). */
const SIWX_SESSIONS_KEY = '@portico/siwxSessions'

import { chooseWallet, openConnect, waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, type ScenarioStep, step } from '../runner/scenario'

type Ctx = LabScenarioContext

/** The demo site's sign-in prompt (its metadata name is Acme NFT Market). */
export const SIWX_PROMPT =
  'Acme NFT Market wants you to sign in with your wallet to prove you own it.'

/** Reloads the demo page with `siwx=<mode>` in its URL, unless it already has it. */
export function siwxPage(mode: 'required' | 'optional'): ScenarioStep<Ctx> {
  return pageParam<Ctx>('siwx', mode, `the demo site turns on ${mode} sign-in`)
}

/** Connects Alpha Wallet from the page's button and waits for the sign-in prompt. */
export function connectAndSeePrompt(): ScenarioStep<Ctx> {
  return step('the visitor connects Alpha Wallet and is asked to sign in', async (ctx) => {
    await openConnect(ctx)
    await chooseWallet(ctx, 'Alpha Wallet')
    await waitForStatus(ctx, 'connected')
    await ctx.ui.waitForText(SIWX_PROMPT)
    await ctx.ui.findByRole('button', 'Sign')
  })
}

/** The stored sign-in sessions, as the page's storage holds them. */
export function storedSessions(): string {
  return window.localStorage.getItem(SIWX_SESSIONS_KEY) ?? ''
}

export function expectSignedIn(ctx: Ctx, address: string): void {
  check(ctx.portico.signIn.hasSession, 'no sign-in session')
  check(storedSessions().includes(address), `no stored session for ${address}`)
}
