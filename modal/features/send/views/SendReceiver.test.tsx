import { ens_normalize } from '@adraffy/ens-normalize'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { featureError } from '../../../core/errors/featureMessages'
import { FakeAdapter, withTransfers } from '../../../core/stores/testing/fakeAdapter'
import { network } from '../../../core/stores/testing/fixtures'
import { createTestPortico } from '../../../ui/views/testing/createTestPortico'
import { connectedForSend } from '../testing'
import Send from './Send'

const bitcoin = network('bip122', '000000000019d6689c085ae165831e93', {
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
})

/** A bitcoin wallet connected on a page whose one network is Bitcoin: no names there. */
async function onBitcoin() {
  const adapter = new FakeAdapter('bip122')
  adapter.connectors = [{ id: 'zeta', name: 'Zeta Wallet', type: 'INJECTED' }]
  adapter.chainId = String(bitcoin.id)
  withTransfers(adapter)
  const options = { adapters: { bip122: async () => adapter } }
  const test = createTestPortico({ withoutListing: true, networks: [bitcoin], options })
  await test.portico.loadConnectors()
  await test.portico.connection.connect('bip122', 'zeta')
  return test
}

/** ENSIP-15's reference implementation: true when it accepts the name. */
function referenceAccepts(name: string): boolean {
  try {
    ens_normalize(name)
    return true
  } catch {
    return false
  }
}

describe('Send: the receiver field', () => {
  afterEach(cleanup)

  it('behavior: a name ENSIP-15 refuses (as @adraffy/ens-normalize does) says NAME_NOT_NORMALIZED; one it accepts is looked up', async () => {
    const test = await connectedForSend()
    test.portico.modal.open({ view: 'Send' })
    render(<Send portico={test.portico} services={test.services} />)
    const refusal = featureError('NAME_NOT_NORMALIZED').shortMessage
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '0.1')
    const to = screen.getByRole('textbox', { name: 'To' })
    for (const name of ['xn--80ak6aa92e.eth', 'ab--cd.eth', 'a_b.eth', 'alice.portico.id']) {
      await userEvent.clear(to)
      await userEvent.type(to, name)
      await userEvent.click(screen.getByRole('button', { name: 'Review' }))
      if (referenceAccepts(name)) {
        await waitFor(() => expect(test.portico.router.view).toBe('SendPreview'))
        expect(screen.queryByText(refusal)).toBeNull()
        act(() => test.portico.router.replace('Send'))
      } else {
        expect(await screen.findByText(refusal)).toBeTruthy()
        expect(test.fetch.calls.some((c) => c.path.includes(name))).toBe(false)
      }
    }
    // The list holds both kinds, so the test checks both branches.
    expect(['xn--80ak6aa92e.eth', 'alice.portico.id'].map(referenceAccepts)).toEqual([false, true])
  })

  it('parameters: off eip155 (no names) the hint asks for the network’s address and a name is refused', async () => {
    const test = await onBitcoin()
    test.portico.modal.open({ view: 'Send' })
    render(<Send portico={test.portico} services={test.services} />)
    expect(screen.getByText('The receiver’s Bitcoin address')).toBeTruthy()
    expect(screen.queryByText(/alice\.portico\.id/)).toBeNull()
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), 'alice.portico.id')
    expect(screen.getByText('Enter a valid address or a registered name')).toBeTruthy()
  })
})
