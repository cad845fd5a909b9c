import { act, render } from '@testing-library/react'
import type { TokenBalance } from '../../../core/services/blockchainApi/types'
import { network } from '../../../core/stores/testing/fixtures'
import {
  connectTestWallet,
  createTestPortico,
  type TestPortico,
} from '../testing/createTestPortico'
import { Account } from './Account'

/** Account view test fixtures: a network with an explorer, a USDC balance, a rendered view. */
export const withExplorer = network('eip155', 1, {
  name: 'Ethereum',
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.test' } },
})

export const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: '0xa0b8',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.345678' },
  iconUrl: '',
}

export async function setup(prepare: (test: TestPortico) => void = () => {}) {
  const test = createTestPortico({
    networks: [withExplorer, network('eip155', 8453, { name: 'Base' })],
  })
  test.adapter.balance = { balance: '1.23456', symbol: 'ETH' }
  prepare(test)
  await connectTestWallet(test)
  test.portico.modal.open()
  render(<Account portico={test.portico} services={test.services} />)
  await act(async () => {})
  return test
}
