import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import { RegisterAccountName } from './RegisterAccountName'

function setup() {
  const { portico, services } = createTestPortico()
  render(<RegisterAccountName portico={portico} services={services} />)
  return { field: screen.getByRole('textbox', { name: 'Name' }) }
}

describe('RegisterAccountName', () => {
  afterEach(cleanup)

  it('default: a labelled field with the name rule, no error yet', () => {
    const { field } = setup()
    expect(field.getAttribute('aria-invalid')).toBeNull()
    expect(
      screen.getByText('Letters, digits and hyphens only, at least 4 characters.'),
    ).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it('behavior: a name under 4 characters or with other characters is refused with an alert', async () => {
    const { field } = setup()
    await userEvent.type(field, 'bob')
    await userEvent.click(screen.getByRole('button', { name: 'Register name' }))
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe(
      'Use letters, digits and hyphens only, at least 4 characters.',
    )
    await userEvent.clear(field)
    await userEvent.type(field, 'bob.eth')
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })

  it('behavior: a valid name clears the error', async () => {
    const { field } = setup()
    await userEvent.type(field, 'alice-01')
    await userEvent.click(screen.getByRole('button', { name: 'Register name' }))
    expect(field.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(document.body.textContent).not.toMatch(/not available/i)
  })
})
