import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedAuth } from '../../../connectors/auth/embeddedAuth'
import { AUTH_URL, createFakeFrame } from '../../../connectors/auth/testing/fakeFrame'
import type { SocialOption } from '../../../core/options/features'
import { createTestPortico } from '../testing/createTestPortico'
import { SocialLogin } from './SocialLogin'

function renderSocials(socials?: SocialOption[]) {
  const test = createTestPortico(socials ? { options: { features: { socials } } } : {})
  const auth = new EmbeddedAuth(test.portico, {
    authUrl: AUTH_URL,
    window: createFakeFrame().page,
  })
  test.portico.attachPorts({ auth })
  test.portico.modal.open()
  render(
    <SocialLogin
      socials={test.portico.connectors.socials}
      flow={auth.socialLogin}
      farcaster={auth.farcasterLogin}
    />,
  )
  return test
}

const rowNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'))

describe('SocialLogin', () => {
  afterEach(cleanup)

  it('default: the first social is a full button with its mark; three marks and "more" share the row', () => {
    renderSocials()
    const google = screen.getByRole('button', { name: 'Continue with Google' })
    expect(google.querySelector('svg path')?.getAttribute('d')).toMatch(/^M12\.48/)
    expect(rowNames()).toEqual([
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Other social options',
    ])
    // Each mark is a drawing in the button, named by the button, not a text pill.
    for (const button of within(screen.getByRole('list')).getAllByRole('button')) {
      expect(button.textContent?.replace(/•/g, '')).toBe('')
    }
  })

  it('behavior: "more" shows every other social, in the host order', async () => {
    renderSocials()
    await userEvent.click(screen.getByRole('button', { name: 'Other social options' }))
    expect(rowNames()).toEqual([
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Facebook',
    ])
  })

  it('parameters: socials that fit the row show without "more"', () => {
    renderSocials(['github', 'google', 'x'])
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy()
    expect(rowNames()).toEqual(['Continue with Google', 'Continue with X'])
  })

  it('behavior: a mark starts that social: Farcaster opens its sign-in view', async () => {
    const test = renderSocials()
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
    await waitFor(() => expect(test.portico.router.view).toBe('ConnectingFarcaster'))
  })
})
