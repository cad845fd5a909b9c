import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet, createTestPortico } from '../testing/createTestPortico'
import { Networks } from './Networks'

describe('Networks', () => {
  afterEach(cleanup)

  it('default: the configured networks as a list, the active one current', () => {
    const { portico, services } = createTestPortico()
    render(<Networks portico={portico} services={services} />)
    const list = screen.getByRole('list', { name: 'Networks' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((b) => b.querySelector('.portico-network__name')?.textContent)).toEqual([
      'Ethereum',
      'Base',
    ])
    expect(screen.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe(
      'true',
    )
    expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-current')).toBeNull()
  })

  it('behavior: choosing a network switches the connected wallet and goes back', async () => {
    const test = createTestPortico()
    await connectTestWallet(test)
    test.portico.modal.open()
    test.portico.router.push('Networks')
    render(<Networks portico={test.portico} services={test.services} />)
    await userEvent.click(screen.getByRole('button', { name: 'Base' }))
    await waitFor(() => expect(test.portico.router.view).toBe('Account'))
    expect(test.adapter.calls).toContain('switch:eip155:8453')
    expect(test.portico.chains.activeCaipNetwork?.name).toBe('Base')
  })

  it('behavior: a refused switch shows the typed error in an alert', async () => {
    const test = createTestPortico()
    await connectTestWallet(test)
    test.adapter.switchErrors = [Object.assign(new Error('no'), { code: 4001 })]
    render(<Networks portico={test.portico} services={test.services} />)
    await userEvent.click(screen.getByRole('button', { name: 'Base' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You declined the request in your wallet',
    )
    expect(test.portico.chains.activeCaipNetwork?.name).toBe('Ethereum')
  })
})
