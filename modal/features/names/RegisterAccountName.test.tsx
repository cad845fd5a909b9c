import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { RegisterAccountName } from './RegisterAccountName'
import { connectedNamesPortico } from './testing'

async function setup() {
  const test = await connectedNamesPortico()
  render(<RegisterAccountName portico={test.portico} services={test.services} />)
  return { ...test, field: screen.getByRole('textbox', { name: 'Name' }) }
}

describe('RegisterAccountName', () => {
  afterEach(cleanup)

  it('default: a labelled field with the name rule, no error yet', async () => {
    const { field } = await setup()
    expect(field.getAttribute('aria-invalid')).toBeNull()
    expect(
      screen.getByText('Letters, digits and hyphens only, at least 4 characters.'),
    ).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it('default: Register is disabled while the field is empty', async () => {
    await setup()
    expect(screen.getByRole('button', { name: 'Register name' })).toHaveProperty('disabled', true)
  })

  it('behavior: a name under 4 characters or with other characters is refused as it is typed, Register stays disabled', async () => {
    const { field, fetch } = await setup()
    await userEvent.type(field, 'bob')
    // No press needed: the error shows as the visitor types (issue 36 item 12).
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('button', { name: 'Register name' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('alert').textContent).toBe(
      'Use letters, digits and hyphens only, at least 4 characters.',
    )
    await userEvent.clear(field)
    await userEvent.type(field, 'bob.eth')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(fetch.callsTo('POST /v1/profile/account')).toHaveLength(0)
  })

  it('parameters: xn--abcd and -abcd are refused with the hyphen message, nothing is asked', async () => {
    const { field, fetch } = await setup()
    for (const typed of ['xn--abcd', '-abcd']) {
      await userEvent.clear(field)
      await userEvent.type(field, typed)
      expect(screen.getByRole('button', { name: 'Register name' })).toHaveProperty('disabled', true)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(screen.getByRole('alert').textContent).toBe(
        'A name cannot start or end with a hyphen, or have hyphens as its 3rd and 4th characters',
      )
    }
    expect(fetch.calls.filter((c) => c.path.startsWith('/v1/profile'))).toEqual([])
  })

  it('behavior: a refused name shows the rule once: the error replaces the hint', async () => {
    const { field } = await setup()
    await userEvent.type(field, 'bob')
    const rule = /letters, digits and hyphens only/i
    // What a sighted visitor reads: the visually hidden live region is for screen readers.
    const shown = [...document.querySelectorAll('p')].filter(
      (p) => rule.test(p.textContent ?? '') && !p.classList.contains('portico-visually-hidden'),
    )
    expect(shown.map((p) => p.textContent)).toEqual([
      'Use letters, digits and hyphens only, at least 4 characters.',
    ])
    expect(field.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1)
  })

  it('behavior: a taken name says so and Register is disabled', async () => {
    const { field } = await setup()
    await userEvent.type(field, 'taken')
    expect(await screen.findByText('taken.portico.id is taken')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Register name' })).toHaveProperty('disabled', true)
  })

  it('behavior: a free name is available, suggestions show, Register leads to success', async () => {
    const { field, portico } = await setup()
    await userEvent.type(field, 'bobby-lab')
    expect(await screen.findByText('bobby-lab.portico.id is available')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Register name' })).toHaveProperty('disabled', false)
    expect(screen.getByRole('button', { name: 'bobby-lab1.portico.id' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'thebobby-lab.portico.id' })).toHaveProperty(
      'disabled',
      true,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Register name' }))
    await waitFor(() => expect(portico.router.view).toBe('RegisterAccountNameSuccess'))
    expect(portico.chains.activeChain?.account.profileName).toBe('bobby-lab.portico.id')
  })

  it('behavior: a refused registration says why in words, never the "{status}" template (issue 36 #3)', async () => {
    const test = await connectedNamesPortico({
      'POST /v1/profile/account': { status: 502, json: {} },
    })
    render(<RegisterAccountName portico={test.portico} services={test.services} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'bobby-lab')
    await screen.findByText('bobby-lab.portico.id is available')
    await userEvent.click(screen.getByRole('button', { name: 'Register name' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('HTTP status code: 502'))
    expect(document.body.textContent).not.toContain('{status}')
  })

  it("behavior: the API's own reason is preferred over the generic text (SPEC §8)", async () => {
    const reasons = [{ description: 'The signature does not match the address' }]
    const test = await connectedNamesPortico({
      'POST /v1/profile/account': { status: 401, json: { reasons } },
    })
    render(<RegisterAccountName portico={test.portico} services={test.services} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'bobby-lab')
    await screen.findByText('bobby-lab.portico.id is available')
    await userEvent.click(screen.getByRole('button', { name: 'Register name' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The signature does not match the address',
      ),
    )
    expect(test.portico.alerts.current).toBeUndefined()
  })
})
