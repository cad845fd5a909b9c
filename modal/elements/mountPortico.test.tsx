import { act, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isPorticoError } from '../core/errors/porticoError'
import { NOTHING_MOUNTED_WARNING } from '../core/stores/nothingMountedWarning'
import { base } from '../core/stores/testing/fixtures'
import { setupPortico } from '../core/stores/testing/setup'
import { connectFakeWallet } from '../react/testing/renderWithPortico'
import { PORTICO_HOST_TAG } from '../ui/mount/mountPortico'
import { type MountedPortico, mountPortico } from './mountPortico'

const mounts: MountedPortico[] = []
function mount(...args: Parameters<typeof mountPortico>): MountedPortico {
  let mounted: MountedPortico | undefined
  act(() => {
    mounted = mountPortico(...args)
  })
  mounts.push(mounted!)
  return mounted!
}

afterEach(() => {
  for (const mounted of mounts.splice(0)) act(() => mounted.unmount())
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

/** The page as a host without React writes it. */
function page(html: string): void {
  document.body.innerHTML = html
}
const button = (tag: string) => document.querySelector(`${tag} button`) as HTMLButtonElement | null
const modalHost = () => document.querySelector(PORTICO_HOST_TAG)
const dialog = () => modalHost()?.shadowRoot?.querySelector('[role="dialog"]') ?? null

describe('mountPortico and the button elements (a page without React)', () => {
  it('default: a <portico-connect-button> written before the mount shows "Connect Wallet"; a click opens the modal, loaded lazily', async () => {
    page('<header><portico-connect-button></portico-connect-button></header>')
    const test = setupPortico()
    mount(test.portico)
    await waitFor(() =>
      expect(button('portico-connect-button')?.textContent).toBe('Connect Wallet'),
    )
    await userEvent.click(button('portico-connect-button')!)
    await waitFor(() => expect(dialog()?.textContent).toContain('Connect Wallet'))
    expect(test.portico.modal.isOpen).toBe(true)
  })

  it('parameters: label, size and show-balance attributes, read again when they change', async () => {
    page('<portico-connect-button label="Sign in" size="lg"></portico-connect-button>')
    const test = setupPortico()
    mount(test.portico)
    await waitFor(() => expect(button('portico-connect-button')?.textContent).toBe('Sign in'))
    expect(button('portico-connect-button')?.style.minHeight).toBe('48px')
    act(() => document.querySelector('portico-connect-button')!.setAttribute('size', 'sm'))
    await waitFor(() => expect(button('portico-connect-button')?.style.minHeight).toBe('32px'))
    await act(() => connectFakeWallet(test))
    act(() => test.portico.chains.setAccount('eip155', { balance: '1.5', balanceSymbol: 'ETH' }))
    await waitFor(() => expect(button('portico-connect-button')?.textContent).toContain('1.5 ETH'))
    act(() =>
      document.querySelector('portico-connect-button')!.setAttribute('show-balance', 'false'),
    )
    await waitFor(() => expect(button('portico-connect-button')?.textContent).toBe('0x1111…1111'))
  })

  it('behavior: the account and network elements, including ones added after the mount', async () => {
    page('<portico-account-button></portico-account-button>')
    const test = setupPortico()
    mount(test.portico)
    document.body.insertAdjacentHTML(
      'beforeend',
      '<portico-network-button></portico-network-button>',
    )
    await waitFor(() => expect(button('portico-network-button')?.textContent).toBe('Ethereum'))
    expect(button('portico-account-button')).toBeNull()
    await act(() => connectFakeWallet(test))
    await waitFor(() =>
      expect(button('portico-account-button')?.textContent).toContain('0x1111…1111'),
    )
    await userEvent.click(button('portico-network-button')!)
    await waitFor(() => expect(test.portico.router.view).toBe('Networks'))
  })

  it('behavior: an element removed from the page is emptied; unmount removes the modal and the buttons', async () => {
    page(
      '<portico-connect-button></portico-connect-button><p><portico-network-button></portico-network-button></p>',
    )
    const test = setupPortico()
    const mounted = mount(test.portico, { nonce: 'n0nce' })
    await waitFor(() => expect(button('portico-network-button')).not.toBeNull())
    act(() => test.portico.open())
    await waitFor(() => expect(dialog()).not.toBeNull())
    const styles = [...modalHost()!.shadowRoot!.querySelectorAll('style')]
    expect(styles.length).toBeGreaterThan(0)
    expect(styles.every((style) => style.nonce === 'n0nce')).toBe(true)
    const removed = document.querySelector('p')!
    act(() => removed.remove())
    await waitFor(() => expect(removed.querySelector('button')).toBeNull())
    act(() => mounted.unmount())
    await waitFor(() => expect(modalHost()).toBeNull())
    expect(button('portico-connect-button')).toBeNull()
  })

  it('behavior: a button shows the instance set on its portico property', async () => {
    page(
      '<portico-network-button></portico-network-button><portico-network-button id="second"></portico-network-button>',
    )
    const first = setupPortico()
    const second = setupPortico()
    act(() => second.portico.chains.setActiveCaipNetwork(base))
    mount(first.portico)
    mount(second.portico)
    const element = document.querySelector('#second') as HTMLElement & { portico?: unknown }
    act(() => {
      element.portico = second.portico
    })
    await waitFor(() => expect(element.querySelector('button')?.textContent).toBe('Base'))
    expect(button('portico-network-button')?.textContent).toBe('Ethereum')
  })

  it('behavior: open() right after mounting does not warn; once unmounted, open() warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const test = setupPortico()
    const mounted = mount(test.portico)
    act(() => test.portico.open())
    await waitFor(() => expect(dialog()).not.toBeNull())
    act(() => {
      test.portico.close()
      mounted.unmount()
    })
    act(() => test.portico.open())
    await waitFor(() => expect(warn).toHaveBeenCalledWith(NOTHING_MOUNTED_WARNING))
    expect(warn.mock.calls.filter(([message]) => message === NOTHING_MOUNTED_WARNING)).toHaveLength(
      1,
    )
  })

  it('errors: not an instance, a target that is no element, or an embedded instance without target', () => {
    const fail = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        return isPorticoError(error) ? `${error.code}: ${error.message}` : String(error)
      }
      return 'no error'
    }
    expect(fail(() => mountPortico({} as never))).toMatch(
      /INVALID_APP_CONFIGURATION: [\s\S]*not a Portico instance/,
    )
    const { portico } = setupPortico()
    expect(fail(() => mountPortico(portico, { target: 'main' as never }))).toMatch(
      /target is not an HTML element/,
    )
    const embedded = setupPortico({ enableEmbedded: true }).portico
    expect(fail(() => mountPortico(embedded))).toMatch(
      /embedded instance \(enableEmbedded\) needs a target element/,
    )
  })

  it('behavior: an embedded instance renders inline in its target; mounting it again returns the same mount', async () => {
    page('<main id="slot"></main>')
    const { portico } = setupPortico({ enableEmbedded: true })
    const target = document.querySelector('#slot') as HTMLElement
    const mounted = mount(portico, { target })
    expect(mountPortico(portico, { target })).toBe(mounted)
    await waitFor(() =>
      expect(target.querySelector(PORTICO_HOST_TAG)?.shadowRoot?.textContent).toContain(
        'Connect Wallet',
      ),
    )
  })
})
