import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { installBitcoinWallets } from '../../../simulators/wallets/bitcoin/installBitcoinWallets'
import type { SimulatedBitcoinWallet } from '../../../simulators/wallets/bitcoin/simulatedBitcoinWallet'
import { BitcoinWalletControls, type BitcoinWalletHandle } from './BitcoinWalletControls'

/** The handle the wallet panel builds from the host page's answers, here straight on the wallet. */
const handle = (wallet: SimulatedBitcoinWallet): BitcoinWalletHandle => ({
  id: 'orange',
  name: wallet.wallet.name,
  paymentAddress: wallet.keys.payment.address,
  getSettings: () => wallet.settings(),
  update: async (patch) => wallet.update(patch),
  revoke: async () => wallet.revoke(),
})

describe('BitcoinWalletControls', () => {
  afterEach(cleanup)

  it('behavior: the lab sets the bitcoin wallet to reject, with a delay', async () => {
    const { orange } = installBitcoinWallets(new EventTarget())
    render(<BitcoinWalletControls wallet={handle(orange)} />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Mode/ }), 'reject')
    const delay = screen.getByRole('spinbutton', { name: /Delay/ })
    await userEvent.clear(delay)
    await userEvent.type(delay, '250')
    await userEvent.tab()
    expect(orange.settings()).toMatchObject({ mode: 'reject', delayMs: 250 })
    expect(screen.getByTestId('bitcoin-wallet-orange-settings').textContent).toBe(
      `reject · 250 ms · ${orange.keys.payment.address}`,
    )
  })

  it('behavior: the mine buttons ask the chain for a block to the wallet, or to nobody', async () => {
    const { orange } = installBitcoinWallets(new EventTarget())
    const asked: unknown[] = []
    const mine = async (params: unknown) => {
      asked.push(params)
    }
    render(<BitcoinWalletControls wallet={handle(orange)} mine={mine} />)
    await userEvent.click(screen.getByRole('button', { name: 'Mine 50 BTC to this wallet' }))
    await userEvent.click(screen.getByRole('button', { name: 'Mine a bitcoin block' }))
    expect(asked).toEqual([{ address: orange.keys.payment.address }, {}])
    await waitFor(() =>
      expect(screen.getByTestId('bitcoin-wallet-orange-settings').textContent).toMatch(/2 mined$/),
    )
  })

  it('behavior: "Revoke the site" takes the accounts away, and the page remembers it', async () => {
    const memory = new Map<string, string>()
    const storage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
    }
    const { orange } = installBitcoinWallets(new EventTarget(), { storage })
    await (
      orange.wallet.features['bitcoin:connect'] as { connect: () => Promise<unknown> }
    ).connect()
    expect(installBitcoinWallets(new EventTarget(), { storage }).orange.authorized).toBe(true)
    render(<BitcoinWalletControls wallet={handle(orange)} />)
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the site' }))
    expect(orange.wallet.accounts).toEqual([])
    expect(installBitcoinWallets(new EventTarget(), { storage }).orange.authorized).toBe(false)
  })
})
