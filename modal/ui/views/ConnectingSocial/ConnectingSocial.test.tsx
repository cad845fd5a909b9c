import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SOCIAL_POPUP_TIMEOUT_MS } from '../../../connectors/auth/socialLogin'
import { createAuthTest, settle } from '../../../connectors/auth/testing/authHarness'
import { createTestPortico } from '../testing/createTestPortico'
import { ConnectingSocial } from './ConnectingSocial'

/** A Google sign-in whose window is open, the view rendered. */
async function googleWindowOpen() {
  const test = createAuthTest()
  test.portico.open()
  const { services } = createTestPortico()
  const connecting = test.auth.socialLogin.connect('google')
  await settle()
  render(<ConnectingSocial portico={test.portico} services={services} />)
  return { ...test, connecting }
}

/** Every place that says the sign-in timed out: the view's text and the alert's title. */
function timedOutSaid(test: Awaited<ReturnType<typeof googleWindowOpen>>): number {
  const timedOut = /timed out/i
  const inView = screen.queryAllByRole('alert').filter((el) => timedOut.test(el.textContent ?? ''))
  const inAlert = timedOut.test(test.portico.alerts.current?.title ?? '') ? 1 : 0
  return inView.length + inAlert
}

describe('ConnectingSocial', () => {
  afterEach(cleanup)

  it('behavior: closing the provider window says it was closed, once, and never "timed out" (issue 36)', async () => {
    const test = await googleWindowOpen()
    expect(screen.getByText('Continue in the Google window')).toBeTruthy()
    test.fake.popup.close()
    await act(async () => {
      test.clock.advance(500)
      await test.connecting
    })
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
      'The Google window was closed before the sign-in finished',
    ])
    expect(test.portico.alerts.current).toBeUndefined()
    expect(timedOutSaid(test)).toBe(0)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('behavior: a window silent for 30 s says "timed out" once: the SPEC §8 alert, not the view again', async () => {
    const test = await googleWindowOpen()
    await act(async () => {
      test.clock.advance(SOCIAL_POPUP_TIMEOUT_MS)
      await test.connecting
    })
    expect(test.portico.alerts.current?.title).toBe('Social login timed out. Please try again')
    expect(timedOutSaid(test)).toBe(1)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
