import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { setupPortico } from '../core/stores/testing/setup'
import { connectFakeWallet, TestProvider } from './testing/renderWithPortico'
import { useDisconnect } from './useDisconnect'
import { usePortico } from './usePortico'
import { usePorticoAccount } from './usePorticoAccount'
import { usePorticoEvents } from './usePorticoEvents'
import { usePorticoNetwork } from './usePorticoNetwork'
import { usePorticoState } from './usePorticoState'
import { usePorticoTheme } from './usePorticoTheme'
import { useWalletInfo } from './useWalletInfo'

function setup() {
  const test = setupPortico()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProvider test={test}>{children}</TestProvider>
  )
  return { ...test, wrapper }
}

describe('React hooks', () => {
  it('default: a hook outside a provider throws PROVIDER_MISSING', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => usePortico())).toThrow(/PorticoProvider/)
  })

  it('behavior: usePortico opens and closes the modal, with stable functions', () => {
    const { portico, wrapper } = setup()
    const { result, rerender } = renderHook(() => usePortico(), { wrapper })
    const first = result.current
    act(() => result.current.open({ view: 'Networks' }))
    expect(portico.modal.isOpen).toBe(true)
    expect(portico.router.view).toBe('Networks')
    act(() => void result.current.close())
    expect(portico.modal.isOpen).toBe(false)
    rerender()
    expect(result.current).toBe(first)
  })

  it('behavior: usePorticoState follows open, network, chain and loading', () => {
    const { portico, wrapper } = setup()
    const { result } = renderHook(() => usePorticoState(), { wrapper })
    expect(result.current).toEqual({
      open: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      loading: false,
    })
    act(() => portico.open())
    act(() => portico.modal.setLoading(true))
    act(() => portico.chains.setActiveCaipNetwork(portico.chains.findNetwork('eip155:8453')!))
    expect(result.current).toEqual({
      open: true,
      selectedNetworkId: 'eip155:8453',
      activeChain: 'eip155',
      loading: true,
    })
  })

  it('behavior: usePorticoAccount reports the account and re-renders on connect and balance', async () => {
    const test = setup()
    const { result } = renderHook(() => usePorticoAccount(), { wrapper: test.wrapper })
    expect(result.current).toMatchObject({
      isConnected: false,
      status: 'disconnected',
      address: undefined,
    })
    await act(() => connectFakeWallet(test))
    expect(result.current).toMatchObject({
      namespace: 'eip155',
      isConnected: true,
      status: 'connected',
      address: test.evm.address,
      caipAddress: `eip155:1:${test.evm.address}`,
    })
    act(() => test.portico.chains.setAccount('eip155', { balance: '1.5', balanceSymbol: 'ETH' }))
    expect(result.current).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
  })

  it('parameters: usePorticoAccount(namespace) reads that namespace, not the active one', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => usePorticoAccount('solana'), { wrapper })
    expect(result.current.namespace).toBe('solana')
    expect(result.current.preferredAccountType).toBe('eoa')
  })

  it('behavior: a hook does not re-render when unrelated state changes', () => {
    const { portico, wrapper } = setup()
    let renders = 0
    renderHook(
      () => {
        renders++
        return usePorticoAccount()
      },
      { wrapper },
    )
    const before = renders
    act(() => portico.theme.setMode('light'))
    act(() => portico.modal.setLoading(true))
    expect(renders).toBe(before)
  })

  it('behavior: usePorticoNetwork reports the active network and switches it', async () => {
    const { portico, wrapper } = setup()
    const { result } = renderHook(() => usePorticoNetwork(), { wrapper })
    expect(result.current).toMatchObject({
      caipNetworkId: 'eip155:1',
      chainId: 1,
      namespace: 'eip155',
      isUnsupported: false,
    })
    expect(result.current.networks.map((n) => n.caipNetworkId)).toEqual(
      portico.chains.requestedCaipNetworks.map((n) => n.caipNetworkId),
    )
    await act(() => result.current.switchNetwork('eip155:8453'))
    expect(result.current.caipNetwork?.name).toBe('Base')
  })

  it('behavior: useWalletInfo and useDisconnect follow the connection', async () => {
    const test = setup()
    const { result } = renderHook(() => ({ info: useWalletInfo(), ...useDisconnect() }), {
      wrapper: test.wrapper,
    })
    expect(result.current.info.walletInfo).toBeUndefined()
    await act(() => connectFakeWallet(test))
    expect(result.current.info.walletInfo).toMatchObject({
      name: 'Browser Wallet',
      connectorId: 'injected',
    })
    await act(() => result.current.disconnect())
    expect(result.current.info.walletInfo).toBeUndefined()
    expect(test.portico.chains.isConnected()).toBe(false)
  })

  it('behavior: usePorticoTheme reads and sets mode and variables', () => {
    const { portico, wrapper } = setup()
    const { result } = renderHook(() => usePorticoTheme(), { wrapper })
    expect(result.current.themeMode).toBe('dark')
    act(() => result.current.setThemeMode('light'))
    act(() => result.current.setThemeVariables({ accent: '#ff0066' }))
    expect(portico.theme.mode).toBe('light')
    expect(result.current.themeMode).toBe('light')
    expect(result.current.themeVariables.accent).toBe('#ff0066')
    expect(result.current.themeVariables.zIndex).toBe(999)
  })

  it('behavior: usePorticoEvents reports open, close, connect, network switch and disconnect', async () => {
    const test = setup()
    const { result } = renderHook(() => usePorticoEvents(), { wrapper: test.wrapper })
    expect(result.current).toBeUndefined()
    act(() => test.portico.open())
    expect(result.current).toEqual({
      timestamp: test.clock.now(),
      data: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
    act(() => void test.portico.close())
    expect(result.current?.data.event).toBe('MODAL_CLOSE')
    await act(() => connectFakeWallet(test))
    expect(result.current?.data).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { namespace: 'eip155', name: 'Browser Wallet' },
    })
    await act(() => test.portico.networks.switchNetwork('eip155:8453'))
    expect(result.current?.data).toMatchObject({
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:8453' },
    })
    await act(() => test.portico.connection.disconnect())
    expect(result.current?.data).toMatchObject({
      event: 'DISCONNECT_SUCCESS',
      properties: { namespace: 'eip155' },
    })
  })
})
