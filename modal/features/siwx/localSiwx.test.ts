import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../core/clock/manualClock'
import { createMemoryStorage } from '../../core/deps'
import { formatCaip122 } from './caip122'
import { createLocalSiwx } from './localSiwx'
import { SIWX_SESSIONS_KEY } from './sessionBook'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup() {
  const storage = createMemoryStorage()
  const clock = new ManualClock(Date.UTC(2026, 0, 1))
  const siwx = createLocalSiwx({
    storage,
    clock,
    random: () => 0,
    domain: 'acme.example',
    uri: 'https://acme.example',
    statement: 'Sign in to Acme',
    sessionMs: 60_000,
  })
  return { storage, clock, siwx }
}

describe('createLocalSiwx', () => {
  it('default: writes the CAIP-122 message with every field', async () => {
    const { siwx } = setup()
    const message = await siwx.createMessage!({ accountAddress: ADDRESS, chainId: 'eip155:1' })
    expect(message.toString()).toBe(
      [
        'acme.example wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        'Sign in to Acme',
        '',
        'URI: https://acme.example',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: AAAAAAAAAAAAAAAA',
        'Issued At: 2026-01-01T00:00:00.000Z',
        'Expiration Time: 2026-01-01T00:01:00.000Z',
      ].join('\n'),
    )
  })

  it('parameters: a Solana chain names a Solana account and its reference', () => {
    const text = formatCaip122({
      accountAddress: 'So1ana',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      domain: 'd',
      uri: 'u',
      version: '1',
      nonce: 'n',
    })
    expect(text).toContain('sign in with your Solana account:')
    expect(text).toContain('Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('behavior: sessions are kept per chain and address, until they expire', async () => {
    const { siwx, clock } = setup()
    const message = await siwx.createMessage!({ accountAddress: ADDRESS, chainId: 'eip155:1' })
    const { toString: _, ...data } = message
    await siwx.addSession!({ data, message: String(message), signature: '0x01' })
    expect(await siwx.getSessions!('eip155:1', ADDRESS.toLowerCase())).toHaveLength(1)
    expect(await siwx.getSessions!('eip155:8453', ADDRESS)).toHaveLength(0)
    clock.advance(60_000)
    expect(await siwx.getSessions!('eip155:1', ADDRESS)).toHaveLength(0)
  })

  it('behavior: revoke and clear end sessions; garbage in storage is ignored', async () => {
    const { siwx, storage } = setup()
    const message = await siwx.createMessage!({ accountAddress: ADDRESS, chainId: 'eip155:1' })
    const { toString: _, ...data } = message
    await siwx.addSession!({ data, message: String(message), signature: '0x01' })
    await siwx.revokeSession!('eip155:1', ADDRESS)
    expect(await siwx.getSessions!('eip155:1', ADDRESS)).toEqual([])
    storage.setItem(SIWX_SESSIONS_KEY, '[{"data":1},"x",null]')
    expect(await siwx.getSessions!('eip155:1', ADDRESS)).toEqual([])
    storage.setItem(SIWX_SESSIONS_KEY, '{not json')
    expect(await siwx.getSessions!('eip155:1', ADDRESS)).toEqual([])
    await siwx.clearSessions()
    expect(storage.getItem(SIWX_SESSIONS_KEY)).toBeNull()
  })
})
