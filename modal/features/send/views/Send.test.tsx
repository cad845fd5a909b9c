import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { connectedForSend, RECEIVER } from '../testing'
import Send from './Send'

async function setup() {
  const test = await connectedForSend()
  test.portico.modal.open({ view: 'Send' })
  render(<Send portico={test.portico} services={test.services} />)
  await act(async () => {})
  return test
}

describe('Send', () => {
  afterEach(cleanup)

  it('default: the tokens with amounts and USD, the amount and receiver fields, the network balance', async () => {
    await setup()
    const group = screen.getByRole('radiogroup', { name: 'Token to send' })
    expect(group).toBeTruthy()
    expect(screen.getByRole('radio', { name: '1.5 ETH, $4,500.00', checked: true })).toBeTruthy()
    expect(screen.getByRole('radio', { name: '100 USDC, $100.00', checked: false })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'To' })).toBeTruthy()
    expect(screen.getByText('1.5 ETH (≈ $4,500.00) available to pay network fees')).toBeTruthy()
    expect(screen.getByText('An address or a name such as alice.portico.id')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Review' }).hasAttribute('disabled')).toBe(true)
  })

  it('parameters: inline errors for an invalid address, 0, and more than the balance', async () => {
    await setup()
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '0x1234')
    expect(screen.getByText('Enter a valid address or a registered name')).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '0')
    expect(screen.getByText('Enter an amount greater than 0')).toBeTruthy()
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '2')
    expect(screen.getByText('Insufficient balance')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Review' }).hasAttribute('disabled')).toBe(true)
  })

  it('parameters: a refused amount ("-1", "abc") has no USD value; a valid one has', async () => {
    await setup()
    const amount = screen.getByRole('textbox', { name: 'Amount' })
    for (const typed of ['-1', 'abc', '0']) {
      await userEvent.clear(amount)
      await userEvent.type(amount, typed)
      expect(screen.queryByText(/^≈/)).toBeNull()
    }
    expect(screen.getByText('Enter an amount greater than 0')).toBeTruthy()
    await userEvent.clear(amount)
    await userEvent.type(amount, '1')
    expect(screen.getByText('≈ $3,000.00')).toBeTruthy()
  })

  it('parameters: without a price the fee balance shows in native units only, never "$0.00"', async () => {
    const test = await setup()
    act(() => test.portico.chains.setAccount('eip155', { tokenBalance: [] }))
    expect(screen.getByText('1.5 ETH available to pay network fees')).toBeTruthy()
    expect(screen.queryByText(/\$0\.00/)).toBeNull()
  })

  it('parameters: a mistyped EIP-55 checksum and the zero address are refused with their messages', async () => {
    const { transfers } = await setup()
    const to = screen.getByRole('textbox', { name: 'To' })
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '0.1')
    await userEvent.type(to, '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
    expect(screen.getByText(/does not match its checksum/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Review' }).hasAttribute('disabled')).toBe(true)
    await userEvent.clear(to)
    await userEvent.type(to, `0x${'0'.repeat(40)}`)
    expect(screen.getByText('This is the zero address: anything sent to it is lost')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Review' }).hasAttribute('disabled')).toBe(true)
    await userEvent.clear(to)
    await userEvent.type(to, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
    expect(screen.queryByText(/checksum|zero address/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Review' }).hasAttribute('disabled')).toBe(false)
    expect(transfers.sent).toEqual([])
  })

  it('behavior: Max leaves the fee; Review estimates and opens the preview', async () => {
    const test = await setup()
    await userEvent.click(screen.getByRole('button', { name: 'Send the maximum' }))
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(
      '1.499979',
    )
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '0.5')
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), RECEIVER)
    expect(screen.getByText('≈ $1,500.00')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect(test.portico.router.view).toBe('SendPreview')
    expect(test.transfers.sent).toEqual([])
  })

  it('parameters: a chain the adapter cannot send on says "Unsupported chain"', async () => {
    const test = await connectedForSend()
    delete test.adapter.transfer
    render(<Send portico={test.portico} services={test.services} />)
    expect(screen.getByRole('region', { name: 'Unsupported chain' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull()
  })
})
