import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterPermissionRequest, ChainAdapter } from '../../core/chains/chainAdapter'
import { connectTestWallet, createTestPortico } from '../../ui/views/testing/createTestPortico'
import SmartSessionsPanel from './SmartSessionsPanel'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const GRANT = 'Grant a session: up to 0.01 ETH a day'

async function setup(wallet: Partial<ChainAdapter>) {
  const test = createTestPortico({
    options: { features: { smartSessions: true } },
    routes: {
      'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
      [`GET /v1/sessions/${ADDRESS}`]: { json: { pcis: [] } },
    },
  })
  Object.assign(test.adapter, wallet)
  await connectTestWallet(test)
  render(<SmartSessionsPanel portico={test.portico} services={test.services} />)
  return test
}

describe('SmartSessionsPanel: sessions granted through the wallet (ERC-7715)', () => {
  afterEach(cleanup)

  it('behavior: grant → listed with what it allows and when it expires → revoke → gone', async () => {
    const grantPermissions = vi.fn(async ({ request }: { request: AdapterPermissionRequest }) => ({
      ...request,
      permissionsContext: '0xc0ffee',
    }))
    const revokePermissions = vi.fn(async () => undefined)
    const test = await setup({
      supportsPermissions: async () => true,
      grantPermissions,
      revokePermissions,
    })
    expect(await screen.findByText('No smart session is active.')).toBeTruthy()
    await userEvent.click(await screen.findByRole('button', { name: GRANT }))
    const now = Math.floor(test.clock.now() / 1000)
    expect(grantPermissions.mock.calls[0]?.[0].request).toEqual({
      expiry: now + 86_400,
      permissions: [
        {
          type: 'native-token-recurring-allowance',
          data: { allowance: '0x2386f26fc10000', start: now, period: 86_400 },
        },
      ],
    })
    expect(await screen.findByText('Spend up to 0.01 ETH a day')).toBeTruthy()
    expect(screen.getByText(/^Expires /)).toBeTruthy()
    expect(screen.queryByText('No smart session is active.')).toBeNull()
    await userEvent.click(
      screen.getByRole('button', { name: 'Revoke: Spend up to 0.01 ETH a day' }),
    )
    expect(revokePermissions).toHaveBeenCalledWith({ permissionsContext: '0xc0ffee' })
    expect(screen.queryByText('Spend up to 0.01 ETH a day')).toBeNull()
  })

  it('behavior: a grant the visitor refuses in the wallet is not listed and says why', async () => {
    await setup({
      supportsPermissions: async () => true,
      grantPermissions: () => Promise.reject(new Error('User rejected the request')),
    })
    await userEvent.click(await screen.findByRole('button', { name: GRANT }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.queryByText('Spend up to 0.01 ETH a day')).toBeNull()
  })

  it('parameters: a wallet without wallet_grantPermissions (or whose capabilities say no) gets no grant control at all', async () => {
    for (const wallet of [{}, { supportsPermissions: async () => false }]) {
      await setup(wallet)
      await screen.findByText('No smart session is active.')
      // Let the capability check finish before looking for what it would have shown.
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0))
      expect(screen.queryByRole('button', { name: GRANT })).toBeNull()
      expect(screen.queryByRole('list', { name: 'Sessions granted by your wallet' })).toBeNull()
      cleanup()
    }
  })
})
