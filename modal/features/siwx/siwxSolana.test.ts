import { describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import { solanaMainnet } from '../../core/stores/testing/fixtures'
import { createLocalSiwx } from './localSiwx'
import { siwxStoreOf } from './siwxStore'

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

describe('SIWX on Solana', () => {
  it('behavior: a Solana wallet is asked to sign the Solana sign-in text, and the session is kept for its chain and address', async () => {
    const storage = createMemoryStorage()
    const clock = new ManualClock(1_000_000)
    const siwx = createLocalSiwx({
      storage,
      clock,
      random: () => 0.5,
      domain: 'shop.test',
      uri: 'https://shop.test',
      statement: 'Sign in to Demo Shop',
      required: true,
    })
    const adapter = new FakeAdapter('solana')
    adapter.address = SOLANA_ADDRESS
    adapter.chainId = solanaMainnet.caipNetworkId.split(':')[1]!
    const signed: string[] = []
    adapter.signMessage = async ({ message }) => {
      signed.push(message)
      return '5'.repeat(88)
    }
    const portico = createPortico(
      {
        projectId: 'p',
        networks: [solanaMainnet],
        adapters: { solana: async () => adapter },
        metadata: { name: 'Demo Shop', description: '', url: 'https://shop.test', icons: [] },
        siwx,
      },
      { clock, storage },
    )
    await portico.connection.connect('solana', adapter.listConnectors()[0]!.id)
    await vi.waitFor(() => expect(portico.router.view).toBe('SIWXSignMessage'))
    await siwxStoreOf(portico).sign()
    expect(signed[0]).toContain('shop.test wants you to sign in with your Solana account:')
    expect(signed[0]).toContain(`${SOLANA_ADDRESS}\n`)
    expect(signed[0]).toContain('Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(await siwx.getSessions!(solanaMainnet.caipNetworkId, SOLANA_ADDRESS)).toHaveLength(1)
    expect(portico.modal.isOpen).toBe(false)
  })
})
