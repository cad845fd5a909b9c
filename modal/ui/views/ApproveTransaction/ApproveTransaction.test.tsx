import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isPorticoError } from '../../../core/errors/porticoError'
import { runRequest } from '../../../core/requests/requestFlow'
import { APPROVAL_CLICK_GUARD_MS } from '../../../core/requests/requestStore'
import { createTranslator } from '../../i18n/translator'
import { viewTitle } from '../../ModalRoot/viewTitle'
import { createTestPortico } from '../testing/createTestPortico'
import { ApproveTransaction } from './ApproveTransaction'
import { formatUnits, readableMessage } from './requestSummary'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const ADDRESS_OF = (portico: { chains: { activeAddress?: string | undefined } }) =>
  portico.chains.activeAddress ?? 'no account'
const HELLO = '0x68656c6c6f3c623e'

const METADATA = {
  name: 'Demo Shop',
  description: 'A shop',
  url: 'https://shop.example',
  icons: [],
}

async function setup() {
  const test = createTestPortico({ options: { metadata: METADATA } })
  // Only the embedded wallet's requests wait for approval here (SPEC §6).
  test.adapter.connectors = [{ id: 'AUTH', name: 'E-mail wallet', type: 'AUTH' }]
  await test.portico.loadConnectors()
  await test.portico.connection.connect('eip155', 'AUTH')
  // As the embedded wallet plugin does when it is set up.
  test.portico.requests.installFlow(runRequest)
  const sent: unknown[] = []
  Object.assign(test.adapter, {
    request: async (request: unknown) => {
      sent.push(request)
      return '0xsignature'
    },
  })
  render(<ApproveTransaction portico={test.portico} services={test.services} />)
  return { ...test, sent }
}

describe('ApproveTransaction', () => {
  afterEach(cleanup)

  it('default: without a pending request, an empty state', () => {
    const test = createTestPortico()
    render(<ApproveTransaction portico={test.portico} services={test.services} />)
    expect(screen.getByRole('region', { name: 'No request is waiting for approval' })).toBeTruthy()
  })

  it('behavior: shows the method and the decoded message as text; Approve resolves the request', async () => {
    const { portico, sent, clock } = await setup()
    let result: unknown
    act(() => {
      void portico
        .request({ method: 'personal_sign', params: [HELLO, ADDRESS] })
        .then((r) => (result = r))
    })
    expect(portico.router.view).toBe('ApproveTransaction')
    // Worded for a visitor (issue 36 item 13): who asks, with which account; no method name.
    expect(screen.getByText('Demo Shop asks you to sign this message.')).toBeTruthy()
    expect(screen.getByText(location.origin)).toBeTruthy()
    expect(screen.getByTitle(ADDRESS_OF(portico)).textContent).toMatch(
      /^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/,
    )
    expect(screen.queryByText('personal_sign')).toBeNull()
    // Untrusted text stays text: no <b> element is created.
    expect(screen.getByText('hello<b>')).toBeTruthy()
    expect(document.querySelector('b')).toBeNull()
    act(() => clock.advance(APPROVAL_CLICK_GUARD_MS))
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await act(() => vi.waitFor(() => expect(result).toBe('0xsignature')))
    expect(sent).toHaveLength(1)
    expect(portico.modal.isOpen).toBe(false)
  })

  it('behavior: Reject rejects the request with USER_REJECTED and sends nothing', async () => {
    const { portico, sent, clock } = await setup()
    let error: unknown
    act(() => {
      void portico
        .request({
          method: 'eth_sendTransaction',
          params: [{ to: '0x2222', value: '0xde0b6b3a7640000' }],
        })
        .catch((e) => (error = e))
    })
    expect(screen.getByText('0x2222')).toBeTruthy()
    expect(screen.getByText('1 ETH')).toBeTruthy()
    act(() => clock.advance(APPROVAL_CLICK_GUARD_MS))
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
    await act(async () => {})
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(sent).toHaveLength(0)
    expect(portico.requests.pending).toHaveLength(0)
  })

  it('behavior: a double-click on Approve approves only the request that was shown (defect 2)', async () => {
    const { portico, sent, clock } = await setup()
    const results: unknown[] = []
    act(() => {
      for (const text of ['0x6f6e65', '0x74776f']) {
        void portico.request({ method: 'personal_sign', params: [text, ADDRESS] }).then(
          (r) => results.push(r),
          (e) => results.push(e),
        )
      }
    })
    expect(screen.getByText('one')).toBeTruthy()
    act(() => clock.advance(APPROVAL_CLICK_GUARD_MS))
    await userEvent.dblClick(screen.getByRole('button', { name: 'Approve' }))
    await act(async () => {})
    expect(sent).toEqual([{ method: 'personal_sign', params: ['0x6f6e65', ADDRESS] }])
    // The second request is in view, unapproved, until the guard time has passed.
    expect(screen.getByText('two')).toBeTruthy()
    expect(portico.requests.pending).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect(portico.requests.pending).toHaveLength(1)
    act(() => clock.advance(APPROVAL_CLICK_GUARD_MS))
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await act(async () => {})
    expect(sent).toHaveLength(2)
  })

  it('behavior: what is signed is what was shown, even if the caller mutates params (defect 3)', async () => {
    const { portico, sent, clock } = await setup()
    const params = [HELLO, ADDRESS]
    act(() => {
      void portico.request({ method: 'personal_sign', params })
    })
    params[0] = '0x6576696c'
    act(() => clock.advance(APPROVAL_CLICK_GUARD_MS))
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await act(async () => {})
    expect(sent).toEqual([{ method: 'personal_sign', params: [HELLO, ADDRESS] }])
  })

  it('behavior: a wallet rejection after Approve shows the error and leaves the view (defect 4)', async () => {
    const { portico, adapter, clock } = await setup()
    Object.assign(adapter, {
      request: async () => Promise.reject(Object.assign(new Error('denied'), { code: 4001 })),
    })
    let error: unknown
    act(() => {
      void portico.request({ method: 'personal_sign', params: [HELLO, ADDRESS] }).catch((e) => {
        error = e
      })
    })
    act(() => clock.advance(APPROVAL_CLICK_GUARD_MS))
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await act(async () => {})
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(portico.snackbar.open).toBe(true)
    expect(portico.snackbar.variant).toBe('error')
    expect(portico.snackbar.message).toBe('You declined the request in your wallet')
    expect(portico.modal.isOpen).toBe(false)
  })

  it('parameters: the title and the lead say what each kind of request asks', async () => {
    const translator = createTranslator()
    const title = (method?: string) =>
      viewTitle('ApproveTransaction', undefined, translator, method)
    expect(title('personal_sign')).toBe('Sign message')
    expect(title('solana_signMessage')).toBe('Sign message')
    expect(title('eth_signTypedData_v4')).toBe('Sign typed data')
    expect(title('eth_sendTransaction')).toBe('Approve transaction')
    expect(title('solana_signAndSendTransaction')).toBe('Approve transaction')
    expect(title('wallet_grantPermissions')).toBe('Approve request')
    expect(title('toString')).toBe('Approve request')
    const { portico } = await setup()
    act(() => {
      void portico
        .request({
          method: 'eth_signTypedData_v4',
          params: [
            ADDRESS,
            JSON.stringify({ domain: { name: 'Mail' }, primaryType: 'Mail', message: {} }),
          ],
        })
        .catch(() => {})
    })
    expect(screen.getByText('Demo Shop asks you to sign this data.')).toBeTruthy()
    act(() => portico.requests.rejectAll())
    act(() => {
      void portico
        .request({ method: 'eth_sendTransaction', params: [{ to: '0x2222', value: '0x1' }] })
        .catch(() => {})
    })
    expect(screen.getByText('Demo Shop asks you to approve this transaction.')).toBeTruthy()
  })

  it('parameters: summaries of hex data and amounts', () => {
    expect(readableMessage('0x00ff')).toBe('0x00ff')
    expect(readableMessage('plain text')).toBe('plain text')
    expect(formatUnits('0x1bc16d674ec80000', 18)).toBe('2')
    expect(formatUnits(1234567n, 6)).toBe('1.234567')
    expect(formatUnits('nope', 18)).toBeUndefined()
  })
})
