import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import OnrampPanel from './OnrampPanel'
import { connectedOnrampPortico } from './testing'

async function setup(overrides = {}) {
  const test = await connectedOnrampPortico(overrides)
  render(<OnrampPanel portico={test.portico} services={test.services} />)
  await screen.findByRole('combobox', { name: 'Buy' })
  return test
}

describe('OnrampPanel', () => {
  afterEach(cleanup)

  it('default: the provider with its 1–2 % fee range, what to buy, how to pay and the limits', async () => {
    await setup()
    expect(screen.getByText('Coinbase · fees 1–2 %')).toBeTruthy()
    expect(screen.getByRole('option', { name: 'ETH · Ether' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Card' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Bank account (ACH)' })).toBeTruthy()
    // The limits, grouped in their currency, are said once: as the amount's hint.
    expect(screen.getByText('Between $10.00 and $7,500.00.')).toBeTruthy()
    expect(screen.getAllByText(/7,?500/)).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Buy ETH' })).toHaveProperty('disabled', true)
  })

  it('behavior: an amount outside the limits is refused with the range, which replaces the hint', async () => {
    await setup()
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (USD)' }), '5')
    expect(screen.getByText('Enter an amount between $10.00 and $7,500.00.')).toBeTruthy()
    expect(screen.queryByText('Between $10.00 and $7,500.00.')).toBeNull()
    expect(screen.getByRole('button', { name: 'Buy ETH' })).toHaveProperty('disabled', true)
  })

  it('parameters: "abc" is not a number; "0" and "-5" are not above 0', async () => {
    await setup()
    const amount = screen.getByRole('textbox', { name: 'Amount (USD)' })
    await userEvent.type(amount, 'abc')
    expect(screen.getByText('Enter the amount as a number, such as 50.')).toBeTruthy()
    for (const typed of ['0', '-5']) {
      await userEvent.clear(amount)
      await userEvent.type(amount, typed)
      expect(screen.getByText('Enter an amount greater than 0.')).toBeTruthy()
    }
  })

  it('parameters: a network the providers offer nothing on says so, with no empty "Buy" list', async () => {
    const test = await connectedOnrampPortico({
      'GET /v1/onramp/options': {
        json: {
          paymentCurrencies: [],
          purchaseCurrencies: [{ id: 'sol', name: 'Solana', symbol: 'SOL', networks: [] }],
        },
      },
    })
    render(<OnrampPanel portico={test.portico} services={test.services} />)
    expect(await screen.findByText('The providers offer nothing to buy on Ethereum.')).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: 'Buy' })).toBeNull()
  })

  it('behavior: a failed quote shows the amount as a marked estimate', async () => {
    await setup({ 'POST /v1/onramp/quote': { status: 500 } })
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (USD)' }), '50')
    expect(await screen.findByText(/^Estimate:/)).toBeTruthy()
    expect(screen.getByText('50 USD')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Buy ETH' })).toHaveProperty('disabled', false)
  })

  it('behavior: options down shows the default list and its limits', async () => {
    await setup({ 'GET /v1/onramp/options': { status: 503 } })
    expect(
      screen.getByText('The provider options could not be loaded; showing the default list.'),
    ).toBeTruthy()
    expect(screen.getByRole('option', { name: 'USDC · USD Coin' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Bank account (ACH)' })).toBeTruthy()
  })
})
