import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PhoneAccounts } from './PhoneAccounts'

describe('PhoneAccounts', () => {
  afterEach(cleanup)

  it('default: nothing while the phone is off', () => {
    const { container } = render(<PhoneAccounts wallet={undefined} />)
    expect(container.textContent).toBe('')
  })

  it('behavior: the eip155 and the solana account the phone offers a session', () => {
    const wallet = {
      address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      solanaAddress: '8czM2JGALYfzwNm2WezKHs8WuU54YguFpqXqvAZ9j1Fw',
    }
    render(<PhoneAccounts wallet={wallet} />)
    expect(screen.getByText('eip155').nextElementSibling?.textContent).toBe(wallet.address)
    expect(screen.getByText('solana').nextElementSibling?.textContent).toBe(wallet.solanaAddress)
  })
})
