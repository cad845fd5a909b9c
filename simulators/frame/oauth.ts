import { keccak256, stringToBytes } from 'viem'

/** What the fake provider page does on its own (scenarios); QA clicks when undefined. */
export type SocialDecision = 'approve' | 'deny' | 'close' | 'wait'

interface Grant {
  provider: string
  origin: string
  username?: string
  code?: string
}

const PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord']

/**
 * The fake OAuth side of the lab's auth provider: a sign-in page per social provider where QA
 * approves (with a username) or denies, and the grants the frame later redeems. The page
 * answers its opener, on the page origin the frame named, with `@portico-social/RESULT`.
 *
 * @example
 * ```ts
 * const oauth = new FakeOAuth(() => url)
 * const uri = oauth.redirectUri('google', 'http://127.0.0.1:5199')
 * ```
 */
export class FakeOAuth {
  /** Set by the `setSocialDecision` command: the next pages act by themselves. */
  decision: SocialDecision | undefined = undefined
  private readonly grants = new Map<string, Grant>()
  private count = 0

  constructor(private readonly baseUrl: () => string) {}

  redirectUri(provider: string, origin: string): string {
    if (!PROVIDERS.includes(provider)) throw new Error(`unknown provider ${provider}`)
    this.count += 1
    const state = keccak256(stringToBytes(`state:${provider}:${this.count}`)).slice(2, 18)
    this.grants.set(state, { provider, origin })
    return `${this.baseUrl()}/oauth/${provider}?state=${state}`
  }

  /** The visitor approved (with `username`) or denied on the provider page. */
  decide(state: string, approve: boolean, username: string): { uri?: string; origin: string } {
    const grant = this.grants.get(state)
    if (!grant) throw new Error('unknown state')
    if (!approve) return { origin: grant.origin }
    grant.username = username.trim() || `lab-${grant.provider}`
    grant.code = keccak256(stringToBytes(`code:${state}`)).slice(2, 18)
    return {
      uri: `${this.baseUrl()}/oauth/result?state=${state}&code=${grant.code}`,
      origin: grant.origin,
    }
  }

  /** Redeems a result URI once: the identity `provider:username`, or undefined. */
  redeem(uri: string): { identity: string; username: string; provider: string } | undefined {
    const url = new URL(uri)
    const state = url.searchParams.get('state') ?? ''
    const grant = this.grants.get(state)
    if (!grant?.code || grant.code !== url.searchParams.get('code') || !grant.username)
      return undefined
    this.grants.delete(state)
    return {
      identity: `${grant.provider}:${grant.username}`,
      username: grant.username,
      provider: grant.provider,
    }
  }

  /** The provider's sign-in page. */
  page(requested: string, state: string): string {
    // The name lands in HTML: only a known provider is echoed.
    const provider = PROVIDERS.includes(requested) ? requested : 'unknown'
    const grant = this.grants.get(state)
    const origin = JSON.stringify(grant?.origin ?? '')
    const auto = JSON.stringify(this.decision ?? '')
    const script = `(() => {
  const origin = ${origin}, auto = ${auto}, state = ${JSON.stringify(state)}
  const answer = async (approve) => {
    const username = document.getElementById('username').value
    const res = await fetch('/oauth/decide', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ state, approve, username }) })
    const { uri } = await res.json()
    if (window.opener) window.opener.postMessage(uri ? { type: '@portico-social/RESULT', uri } : { type: '@portico-social/RESULT', error: 'denied' }, origin)
    window.close()
  }
  document.getElementById('approve').onclick = () => answer(true)
  document.getElementById('deny').onclick = () => answer(false)
  if (auto === 'approve') answer(true)
  if (auto === 'deny') answer(false)
  if (auto === 'close') window.close()
})()`
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${provider} (lab)</title></head><body><main><h1>Sign in with ${provider} (lab)</h1><label for="username">Username</label> <input id="username" value="lab-${provider}"> <button id="approve" type="button">Approve</button> <button id="deny" type="button">Deny</button></main><script>${script}</script></body></html>`
  }

  reset(): void {
    this.grants.clear()
    this.decision = undefined
  }
}
