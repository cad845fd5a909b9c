import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../connectors/injected/eip1193'
import type { PorticoEvent } from '../core/events/eventFeed'
import { setupPortico } from '../core/stores/testing/setup'
import { connectFakeWallet, TestProvider } from './testing/renderWithPortico'
import { usePorticoEvents } from './usePorticoEvents'
import { usePorticoProvider } from './usePorticoProvider'

const walletProvider: Eip1193Provider = { request: async () => [] }

function setup() {
  const test = setupPortico({}, ({ evm }) => {
    Object.assign(evm, { getProvider: () => walletProvider })
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProvider test={test}>{children}</TestProvider>
  )
  return { ...test, wrapper }
}

describe('usePorticoProvider', () => {
  it('default: undefined while disconnected, the wallet provider once connected, undefined after', async () => {
    const test = setup()
    const { result } = renderHook(() => usePorticoProvider('eip155'), { wrapper: test.wrapper })
    expect(result.current).toBeUndefined()
    await act(() => connectFakeWallet(test))
    expect(result.current).toBe(walletProvider)
    await act(() => test.portico.connection.disconnect())
    expect(result.current).toBeUndefined()
  })
})

describe('usePorticoEvents callbacks', () => {
  it('behavior: onConnect and onDisconnect run once each; onEvent sees every event', async () => {
    const test = setup()
    const calls: string[] = []
    const record = (kind: string) => (event: PorticoEvent) =>
      calls.push(`${kind}:${event.data.event}`)
    renderHook(
      () =>
        usePorticoEvents({
          onEvent: record('event'),
          onConnect: record('connect'),
          onDisconnect: record('disconnect'),
        }),
      { wrapper: test.wrapper },
    )
    await act(() => connectFakeWallet(test))
    await act(() => test.portico.connection.disconnect())
    expect(calls).toEqual([
      'event:CONNECT_SUCCESS',
      'connect:CONNECT_SUCCESS',
      'event:DISCONNECT_SUCCESS',
      'disconnect:DISCONNECT_SUCCESS',
    ])
  })
})
