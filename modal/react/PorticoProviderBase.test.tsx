import { act, render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../core/clock/manualClock'
import { createMemoryStorage } from '../core/deps'
import { mainnet } from '../core/stores/testing/fixtures'
import { setupPortico } from '../core/stores/testing/setup'
import { PORTICO_HOST_TAG } from '../ui/mount/mountPortico'
import { usePorticoInstance } from './PorticoContext'
import { PorticoProviderBase } from './PorticoProviderBase'
import { ModalRoot } from './testing/standInModalRoot'

const hosts = () => document.querySelectorAll(PORTICO_HOST_TAG)

describe('PorticoProviderBase', () => {
  it('default: mounts one modal host with a shadow root on <body>', () => {
    const { portico } = setupPortico()
    render(<PorticoProviderBase portico={portico} modalRoot={ModalRoot} />)
    expect(hosts()).toHaveLength(1)
    expect(hosts()[0]?.parentElement).toBe(document.body)
    expect(hosts()[0]?.shadowRoot?.querySelector('style')).not.toBeNull()
  })

  it('parameters: options create one instance for the provider’s whole life', () => {
    const seen = new Set<unknown>()
    function Probe() {
      seen.add(usePorticoInstance())
      return null
    }
    const options = { projectId: 'p1', networks: [mainnet] }
    const deps = { clock: new ManualClock(), storage: createMemoryStorage() }
    const view = render(
      <PorticoProviderBase options={options} deps={deps} modalRoot={ModalRoot}>
        <Probe />
      </PorticoProviderBase>,
    )
    view.rerender(
      <PorticoProviderBase options={{ ...options }} deps={deps} modalRoot={ModalRoot}>
        <Probe />
      </PorticoProviderBase>,
    )
    expect(seen.size).toBe(1)
  })

  it('parameters: the locale and the host’s locales reach the modal', async () => {
    const { portico } = setupPortico()
    const seen: unknown[] = []
    const locales = { es: { messages: { 'connect.title': 'Conectar billetera' } } }
    function ModalProbe(props: { locale?: string; locales?: unknown }) {
      seen.push([props.locale, props.locales])
      return null
    }
    render(
      <PorticoProviderBase
        portico={portico}
        modalRoot={ModalProbe}
        locale="es"
        locales={locales}
      />,
    )
    await waitFor(() => expect(seen).toContainEqual(['es', locales]))
  })

  it('behavior: the append-to-page switch detaches and re-attaches the modal', async () => {
    const { portico } = setupPortico()
    render(<PorticoProviderBase portico={portico} modalRoot={ModalRoot} />)
    act(() => portico.modal.setAppendToPage(false))
    await waitFor(() => expect(hosts()).toHaveLength(0))
    act(() => portico.modal.setAppendToPage(true))
    await waitFor(() => expect(hosts()).toHaveLength(1))
  })

  it('parameters: in embedded mode the modal renders inside the given element', async () => {
    const { portico } = setupPortico({ enableEmbedded: true })
    const target = document.createElement('div')
    document.body.append(target)
    render(<PorticoProviderBase portico={portico} embeddedTarget={target} modalRoot={ModalRoot} />)
    const host = target.querySelector(PORTICO_HOST_TAG)
    expect(host).not.toBeNull()
    // Embedded: the Connect content shows while the modal is closed (SPEC §2).
    expect(host?.shadowRoot?.textContent).toContain('Connect Wallet')
    target.remove()
  })

  it('behavior: a theme change restyles the mounted modal', () => {
    const { portico } = setupPortico()
    render(<PorticoProviderBase portico={portico} modalRoot={ModalRoot} />)
    act(() => portico.theme.setVariables({ accent: '#ff0066' }))
    const theme = hosts()[0]?.shadowRoot?.querySelector('style[data-portico="theme"]')
    expect(theme?.textContent).toContain('--portico-color-accent: #ff0066')
  })

  it('behavior: unmounting the provider removes the modal host', async () => {
    const { portico } = setupPortico()
    const view = render(<PorticoProviderBase portico={portico} modalRoot={ModalRoot} />)
    view.unmount()
    await waitFor(() => expect(hosts()).toHaveLength(0))
  })

  it('behavior: the provider restores the previous visit through init()', async () => {
    const { portico } = setupPortico({}, ({ storage }) => {
      storage.raw.setItem('@portico/activeCaipNetworkId', 'eip155:8453')
    })
    render(<PorticoProviderBase portico={portico} modalRoot={ModalRoot} />)
    await waitFor(() => expect(portico.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:8453'))
  })
})
