import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet, createTestPortico } from '../testing/createTestPortico'
import { RegisterAccountNameSuccess } from './RegisterAccountNameSuccess'

describe('RegisterAccountNameSuccess', () => {
  afterEach(cleanup)

  it('default: confirms the account profile name and goes back to Account', async () => {
    const test = createTestPortico()
    await connectTestWallet(test)
    test.portico.chains.setAccount('eip155', { profileName: 'alice-01.test' })
    test.portico.modal.open({ view: 'RegisterAccountName' })
    test.portico.router.replace('RegisterAccountNameSuccess')
    render(<RegisterAccountNameSuccess portico={test.portico} services={test.services} />)
    expect(screen.getByRole('status').textContent).toBe(
      'alice-01.test is now the name of your account.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(test.portico.router.history.map((r) => r.view)).toEqual(['Account'])
  })

  it('parameters: without a profile name, a generic confirmation', () => {
    const test = createTestPortico()
    render(<RegisterAccountNameSuccess portico={test.portico} services={test.services} />)
    expect(screen.getByRole('status').textContent).toBe('Your name is registered.')
  })
})
