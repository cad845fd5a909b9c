import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../../../core/caip/types'
import { FakeAdapter } from '../../../core/stores/testing/fakeAdapter'
import { mainnet, network } from '../../../core/stores/testing/fixtures'
import { connectEntry } from '../shared/connectEntry'
import { createTestPortico } from '../testing/createTestPortico'
import { WalletSection } from './WalletSection'

const polkadotLab = network('polkadot', 'lab', { name: 'Polkadot Lab' })

/** A page with EVM networks first and one polkadot network; one extension per family. */
async function twoFamilies() {
  const polkadot = new FakeAdapter('polkadot')
  polkadot.connectors = [{ id: 'epsilon', name: 'Epsilon Wallet', type: 'INJECTED' }]
  const test = createTestPortico({
    withoutListing: true,
    networks: [mainnet, polkadotLab],
    options: {
      adapters: { eip155: async () => test.adapter, polkadot: async () => polkadot },
    },
  })
  test.adapter.connectors = [{ id: 'io.alpha', name: 'Alpha Wallet', type: 'ANNOUNCED' }]
  // The polkadot adapter is discovered first, as a small adapter loading before viem's can be.
  await test.portico.adapters.load('polkadot')
  await test.portico.loadConnectors()
  return test
}

/** The wallet buttons the Connect view's wallet section offers, in order. */
function offered(test: Awaited<ReturnType<typeof twoFamilies>>): string[] {
  render(<WalletSection portico={test.portico} services={test.services} blocked={false} />)
  return screen.getAllByRole('button').map((b) => b.textContent ?? '')
}

async function connect(test: Awaited<ReturnType<typeof twoFamilies>>, ns: ChainNamespace) {
  const entry = test.portico.connectors.visible.find((e) => e.chains.includes(ns))!
  await connectEntry(test.portico, entry)
  await waitFor(() => expect(test.portico.chains.isConnected(ns)).toBe(true))
}

describe('Connect offers the wallets of the family being connected (issue 36 items 6, 17)', () => {
  afterEach(cleanup)

  it('default: on an EVM network, the EVM wallet comes before the polkadot-only extension', async () => {
    const test = await twoFamilies()
    test.portico.modal.open()
    const names = offered(test)
    expect(names.findIndex((n) => n.includes('Alpha Wallet'))).toBeLessThan(
      names.findIndex((n) => n.includes('Epsilon Wallet')),
    )
  })

  it('behavior: after the polkadot extension connected, Connect for an EVM network offers no polkadot wallet, recent or installed', async () => {
    const test = await twoFamilies()
    await test.portico.networks.switchNetwork(polkadotLab)
    await connect(test, 'polkadot')
    expect(test.portico.connectors.recentWallets.map((w) => w.name)).toEqual(['Epsilon Wallet'])
    // "Connect a wallet for these networks" on the EVM family: a namespace switch to eip155.
    await test.portico.networks.switchNetwork(mainnet)
    expect(test.portico.connectors.filterByNamespace).toBe('eip155')
    const names = offered(test)
    expect(names.some((n) => n.includes('Alpha Wallet'))).toBe(true)
    expect(names.filter((n) => n.includes('Epsilon'))).toEqual([])
  })

  it('parameters: a recent wallet of the filtered family, or one stored before families were kept, is still offered', async () => {
    const test = await twoFamilies()
    test.portico.connectors.addRecentWallet({ id: 'paired', name: 'Paired Wallet' })
    test.portico.connectors.addRecentWallet({ id: 'dot', name: 'Dot App', chains: ['polkadot'] })
    test.portico.connectors.setFilterByNamespace('polkadot')
    expect(test.portico.connectors.visibleRecentWallets.map((w) => w.name)).toEqual([
      'Dot App',
      'Paired Wallet',
    ])
    test.portico.connectors.setFilterByNamespace('eip155')
    expect(test.portico.connectors.visibleRecentWallets.map((w) => w.name)).toEqual([
      'Paired Wallet',
    ])
  })
})
