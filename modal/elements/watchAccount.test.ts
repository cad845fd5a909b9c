import { describe, expect, it } from 'vitest'
import { setupPortico } from '../core/stores/testing/setup'
import { watchAccount } from './watchAccount'

describe('watchAccount (a page without React)', () => {
  it('default: reports the account now, on connect and on disconnect, once per change; stop ends it', async () => {
    const test = setupPortico()
    const seen: string[] = []
    const stop = watchAccount(test.portico, ({ isConnected, address, status }) =>
      seen.push(isConnected ? `connected ${address}` : status),
    )
    expect(seen).toEqual(['disconnected'])
    await test.portico.loadConnectors()
    await test.portico.connection.connect('eip155', 'injected')
    expect(seen.at(-1)).toBe(`connected ${test.evm.address}`)
    const count = seen.length
    test.portico.chains.setAccount('eip155', { address: test.evm.address })
    expect(seen).toHaveLength(count)
    await test.portico.connection.disconnect()
    expect(seen.at(-1)).toBe('disconnected')
    stop()
    await test.portico.connection.connect('eip155', 'injected')
    expect(seen.at(-1)).toBe('disconnected')
  })
})
