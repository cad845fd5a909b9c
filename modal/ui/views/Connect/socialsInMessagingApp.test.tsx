import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedAuth } from '../../../connectors/auth/embeddedAuth'
import { AUTH_URL, createFakeFrame } from '../../../connectors/auth/testing/fakeFrame'
import type { Platform } from '../../../core/options/platform'
import { createTestPortico } from '../testing/createTestPortico'
import { SocialLogin } from './SocialLogin'

/** The socials Connect offers on `platform`, "more" opened when there is one. */
async function offeredSocials(platform: Platform): Promise<string[]> {
  const test = createTestPortico({ options: { platform } })
  const auth = new EmbeddedAuth(test.portico, { authUrl: AUTH_URL, window: createFakeFrame().page })
  test.portico.attachPorts({ auth })
  render(
    <SocialLogin
      socials={test.portico.connectors.socials}
      flow={auth.socialLogin}
      farcaster={auth.farcasterLogin}
    />,
  )
  // "More" shows only when the socials do not fit the row.
  const more = screen.queryByRole('button', { name: 'Other social options' })
  if (more) await userEvent.click(more)
  return screen
    .getAllByRole('button', { name: /^Continue with / })
    .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim())
}

describe('the social row in a messaging-app browser (SPEC §5)', () => {
  afterEach(cleanup)

  it('default: in an ordinary iPhone browser Google is offered', async () => {
    const names = await offeredSocials({ device: 'mobile', os: 'ios', messagingAppBrowser: false })
    expect(names.some((name) => name.includes('Google'))).toBe(true)
  })

  it('behavior: in a messaging app on an iPhone Google is not offered, not even under "more"', async () => {
    const names = await offeredSocials({ device: 'mobile', os: 'ios', messagingAppBrowser: true })
    expect(names.some((name) => name.includes('Google'))).toBe(false)
    expect(names.some((name) => name.includes('Discord'))).toBe(true)
  })

  it('parameters: in a messaging app on Android neither Facebook nor X is offered', async () => {
    const names = await offeredSocials({
      device: 'mobile',
      os: 'android',
      messagingAppBrowser: true,
    })
    expect(names.filter((name) => /Facebook|with X$/.test(name))).toEqual([])
    expect(names.some((name) => name.includes('Google'))).toBe(true)
  })
})
