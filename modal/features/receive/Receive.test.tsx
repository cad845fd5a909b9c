import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mainnet } from '../../core/stores/testing/fixtures'
import { connectTestWallet, createTestPortico } from '../../ui/views/testing/createTestPortico'
import Receive from './Receive'

describe('Receive', () => {
  afterEach(cleanup)

  it('default: the address as a QR code and text, copy, and the compatible networks', async () => {
    const test = createTestPortico()
    await connectTestWallet(test)
    render(<Receive portico={test.portico} services={test.services} />)
    await act(async () => {})
    expect(await screen.findByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    expect(screen.getByText(test.adapter.address)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    const networks = screen.getByRole('region', { name: 'Compatible networks' })
    expect(
      [...networks.querySelectorAll('li')].map((li) => li.lastElementChild?.textContent),
    ).toEqual(['Ethereum', 'Base'])
  })

  it('parameters: without an account it says no wallet is connected', () => {
    const test = createTestPortico({ networks: [mainnet] })
    render(<Receive portico={test.portico} services={test.services} />)
    expect(screen.getByRole('region', { name: 'No wallet is connected' })).toBeTruthy()
  })
})
