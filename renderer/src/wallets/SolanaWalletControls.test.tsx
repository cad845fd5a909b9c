import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { installSolanaWallets } from '../../../simulators/wallets/solana/installSolanaWallets'
import { SolanaWalletControls } from './SolanaWalletControls'

describe('SolanaWalletControls', () => {
  afterEach(cleanup)

  it('behavior: the lab sets a Solana wallet to reject and picks its second account', async () => {
    const { delta } = installSolanaWallets(new EventTarget(), { rpcUrl: 'http://127.0.0.1:1' })
    render(<SolanaWalletControls wallet={delta} />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Mode/ }), 'reject')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Account/ }),
      delta.addresses()[1]!,
    )
    expect(delta.getSettings()).toMatchObject({ mode: 'reject', accountIndex: 1 })
    expect(screen.getByTestId('solana-wallet-delta-settings').textContent).toBe(
      `reject · 0 ms · ${delta.addresses()[1]}`,
    )
  })

  it('behavior: "Revoke the site" takes the accounts away from the page', async () => {
    const { delta } = installSolanaWallets(new EventTarget(), { rpcUrl: 'http://127.0.0.1:1' })
    delta.authorized = true
    render(<SolanaWalletControls wallet={delta} />)
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the site' }))
    expect(delta.exposedAccounts()).toEqual([])
  })
})
