import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthTest, TEST_EMAIL } from '../../../connectors/auth/testing/authHarness'
import { createTestPortico } from '../testing/createTestPortico'
import { EmailVerifyDevice } from './EmailVerifyDevice'

describe('EmailVerifyDevice', () => {
  afterEach(cleanup)

  it('behavior: a wait that ran out (30 s, request aborted) says to open the link, with "Try again"', async () => {
    const test = createAuthTest()
    test.script.action = 'VERIFY_DEVICE'
    test.portico.open()
    await test.auth.emailLogin.submitEmail(TEST_EMAIL)
    // The frame never answers the device wait: the 30 s time-out aborts it.
    test.fake.frameWindow.postMessage = () => {}
    const { services } = createTestPortico()
    render(<EmailVerifyDevice portico={test.portico} services={services} />)
    expect(screen.getByRole('progressbar', { name: 'Waiting for the approval' })).toBeTruthy()
    // The request has reached the frame (the frame loads first) once its 30 s timer is set.
    const before = test.clock.pending
    await vi.waitFor(() => expect(test.clock.pending).toBeGreaterThan(before))
    act(() => test.clock.advance(30_000))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No approval arrived in time. Open the link in the e-mail, then try again.',
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
