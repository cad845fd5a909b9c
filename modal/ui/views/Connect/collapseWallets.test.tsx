import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { Features } from '../../../core/options/features'
import { type RenderConnectOptions, renderConnect } from './testing/renderConnect'

// AppKit 1.8's Connect view (scaffold-ui w3m-connect-view, walletListTemplate): with
// `collapseWallets`, or with `emailShowWallets: false`, and e-mail or social login shown, the
// wallet list becomes one "Continue with a wallet" button that leads to the wallets.

const CONTINUE = 'Continue with a wallet'

function renderWith(features: Partial<Features>, params: RenderConnectOptions = {}) {
  return renderConnect({ ...params, options: { features } })
}

/** The view has settled: its e-mail part (lazy) or, without it, the announced wallet shows. */
async function settled(withEmail = true) {
  if (withEmail) await screen.findByRole('textbox', { name: 'E-mail address' })
  else await screen.findByRole('button', { name: 'Alpha Wallet' })
}

describe('Connect: collapseWallets and emailShowWallets', () => {
  afterEach(cleanup)

  it('default: both at their defaults (emailShowWallets on, collapseWallets off), the wallets are listed', async () => {
    renderWith({})
    await settled()
    expect(await screen.findByRole('button', { name: 'Alpha Wallet' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: CONTINUE })).toBeNull()
  })

  it('behavior: collapseWallets on folds the wallets behind "Continue with a wallet", which opens them', async () => {
    renderWith({ collapseWallets: true })
    await settled()
    const fold = await screen.findByRole('button', { name: CONTINUE })
    expect(screen.queryByRole('button', { name: 'Alpha Wallet' })).toBeNull()
    expect(screen.queryByRole('button', { name: /All wallets/ })).toBeNull()
    await userEvent.click(fold)
    expect(await screen.findByRole('button', { name: 'Alpha Wallet' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /All wallets/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: CONTINUE })).toBeNull()
  })

  it("behavior: emailShowWallets off folds them the same way (AppKit's older name for it)", async () => {
    renderWith({ emailShowWallets: false })
    await settled()
    expect(await screen.findByRole('button', { name: CONTINUE })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Alpha Wallet' })).toBeNull()
  })

  it('behavior: with social login only (no e-mail) the wallets fold too', async () => {
    renderWith({ collapseWallets: true, email: false })
    await screen.findByRole('button', { name: 'Continue with Google' })
    expect(screen.getByRole('button', { name: CONTINUE })).toBeTruthy()
  })

  it('edge: nothing else to offer (no embedded wallet) keeps the wallets listed, both flags set', async () => {
    renderWith({ collapseWallets: true, emailShowWallets: false }, { withoutAuth: true })
    await settled(false)
    expect(screen.queryByRole('button', { name: CONTINUE })).toBeNull()
  })

  it('edge: e-mail off and no socials keep the wallets listed', async () => {
    renderWith({ collapseWallets: true, email: false, socials: false })
    await settled(false)
    expect(screen.queryByRole('button', { name: CONTINUE })).toBeNull()
  })

  it('behavior: the legal checkbox holds "Continue with a wallet" until it is ticked', async () => {
    renderConnect({
      options: {
        features: { collapseWallets: true, legalCheckbox: true },
        termsConditionsUrl: 'https://example.test/terms',
      },
    })
    const fold = await screen.findByRole('button', { name: CONTINUE })
    expect(fold).toHaveProperty('disabled', true)
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }))
    expect(fold).toHaveProperty('disabled', false)
  })
})
