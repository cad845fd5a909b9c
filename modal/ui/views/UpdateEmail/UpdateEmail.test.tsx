import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createAuthTest, settle, TEST_EMAIL } from '../../../connectors/auth/testing/authHarness'
import { AUTH_CONNECTOR_ID } from '../../../core/stores/connectorTypes'
import { createTestPortico } from '../testing/createTestPortico'
import { UpdateEmail } from './UpdateEmail'

/** The embedded account connected (its e-mail TEST_EMAIL), Update e-mail open over Account. */
async function renderConnected(test = createAuthTest()) {
  await test.portico.connection.connect('eip155', AUTH_CONNECTOR_ID)
  test.portico.open({ view: 'Account' })
  test.portico.router.push('UpdateEmail')
  const { services } = createTestPortico()
  render(<UpdateEmail portico={test.portico} services={services} />)
  return test
}

describe('UpdateEmail', () => {
  afterEach(cleanup)

  it('default: after the new address the code field starts empty, under the current address', async () => {
    await renderConnected()
    expect(screen.getByText(`Current address: ${TEST_EMAIL}`)).toBeTruthy()
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'new@example.test')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const code = (await screen.findByLabelText('One-time code')) as HTMLInputElement
    expect(code.value).toBe('')
    expect(
      screen.getByText(`Enter the code we sent to your current address, ${TEST_EMAIL}`),
    ).toBeTruthy()
  })

  it('behavior: a malformed address stays in the field with the reason', async () => {
    await renderConnected()
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'new@')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const field = (await screen.findByLabelText('New e-mail address')) as HTMLInputElement
    expect(field.value).toBe('new@')
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy()
  })

  it('behavior: a frame silent on the change says "Something went wrong" at 30 s (SPEC §8 on a time-out), never the internal "Request was aborted"', async () => {
    const test = await renderConnected()
    test.script.silent.add('UPDATE_EMAIL')
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'new@example.test')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await settle()
    test.clock.advance(30_000)
    expect(await screen.findByText('Something went wrong')).toBeTruthy()
    expect(screen.queryByText(/Request was aborted/)).toBeNull()
    expect((screen.getByLabelText('New e-mail address') as HTMLInputElement).value).toBe(
      'new@example.test',
    )
  })
})
