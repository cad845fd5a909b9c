import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { installSimulatedWallets } from '../../../simulators/wallets/installSimulatedWallets'
import type { SimulatedWalletController } from '../../../simulators/wallets/walletController'
import { WalletCallControls } from './WalletCallControls'

function Harness({ wallet }: { wallet: SimulatedWalletController }) {
  const [settings, setSettings] = useState(() => wallet.getSettings())
  return (
    <WalletCallControls settings={settings} apply={(patch) => setSettings(wallet.update(patch))} />
  )
}

describe('WalletCallControls', () => {
  afterEach(cleanup)

  it('default: every wallet-side call is off', () => {
    const { wallets } = installSimulatedWallets(new EventTarget(), { rpcUrl: 'http://127.0.0.1:1' })
    render(<Harness wallet={wallets.alpha} />)
    expect(screen.getByRole('checkbox', { name: /Atomic batches/ })).toHaveProperty(
      'checked',
      false,
    )
    expect(screen.getByRole('combobox', { name: /Assets/ })).toHaveProperty('value', 'off')
  })

  it('behavior: the lab turns on batches, malformed assets and permissions', async () => {
    const { wallets } = installSimulatedWallets(new EventTarget(), { rpcUrl: 'http://127.0.0.1:1' })
    render(<Harness wallet={wallets.alpha} />)
    await userEvent.click(screen.getByRole('checkbox', { name: /Atomic batches/ }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Assets/ }), 'malformed')
    await userEvent.click(screen.getByRole('checkbox', { name: /Permissions/ }))
    expect(wallets.alpha.getSettings()).toMatchObject({
      atomicBatch: true,
      assets: 'malformed',
      permissions: true,
    })
  })
})
