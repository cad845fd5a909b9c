import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { devAccount } from '../../../simulators/labKeys'
import { defaultSettings } from '../../../simulators/wallets/settings'
import type { PanelWalletInfo } from '../host/labPanel'
import { WalletPanel } from './WalletPanel'

describe('WalletPanel', () => {
  afterEach(cleanup)

  it("behavior: an EVM wallet's account picker selects the account it shows the site", async () => {
    const addresses = [devAccount(0).address, devAccount(1).address]
    const settings = defaultSettings(31337, [31337])
    const patches: unknown[] = []
    const info: PanelWalletInfo = {
      kind: 'evm',
      id: 'alpha',
      name: 'Alpha Wallet',
      settings: { ...settings },
      addresses,
    }
    const frame = {
      panel: async (action: string, params?: unknown) => {
        if (action === 'wallets') return [info]
        const { patch } = params as { patch: Record<string, unknown> }
        patches.push(patch)
        return { ...settings, ...patch }
      },
    }
    const applied: unknown[] = []
    render(
      <WalletPanel frame={frame as never} onApply={(id, patch) => applied.push([id, patch])} />,
    )
    const picker = await screen.findByRole('combobox', { name: 'Account' })
    await userEvent.selectOptions(picker, addresses[1] as string)
    expect(patches).toEqual([{ accountIndex: 1 }])
    expect(applied).toEqual([['alpha', { accountIndex: 1 }]])
    expect((picker as HTMLSelectElement).value).toBe('1')
  })
})
