import { autorun, configure } from 'mobx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupPortico } from './testing/setup'

describe('observability of the root store', () => {
  afterEach(() => {
    configure({ enforceActions: 'observed' })
    vi.restoreAllMocks()
  })

  it('behavior: an observer sees open, connect, switch and disconnect, and every change runs in an action', async () => {
    configure({ enforceActions: 'always' })
    const warn = vi.spyOn(console, 'warn')
    const { portico, evm } = setupPortico()
    const seen: string[] = []
    const stop = autorun(() => {
      seen.push(
        `${portico.modal.isOpen}|${portico.router.view}|${portico.connection.status('eip155')}|${portico.chains.activeCaipNetwork?.name}`,
      )
    })
    portico.open()
    await portico.connection.connect('eip155', 'injected')
    evm.emit({ type: 'chainChanged', chainId: '8453' })
    await portico.connection.disconnect()
    stop()
    expect(seen[0]).toBe('false|Connect|disconnected|Ethereum')
    expect(seen).toContain('true|Connect|connecting|Ethereum')
    expect(seen).toContain('true|Connect|connected|Base')
    expect(seen.at(-1)).toBe('true|Connect|disconnected|Base')
    expect(warn).not.toHaveBeenCalled()
  })
})
