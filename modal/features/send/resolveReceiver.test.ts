import { describe, expect, it } from 'vitest'
import { sepolia } from '../../core/stores/testing/fixtures'
import { receiverOnChain, resolveTypedName } from './resolveReceiver'
import { ALICE, connectedForSend } from './testing'

const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const isValidAddress = (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address)

describe('receiverOnChain', () => {
  it('default: an ENS name the chain knows becomes the receiver, with its avatar', async () => {
    const adapter = {
      isValidAddress,
      resolveName: async () => ({ address: BOB, avatar: 'http://127.0.0.1:9/bob.png' }),
    }
    expect(await receiverOnChain(adapter, 'bob.eth', sepolia)).toEqual({
      name: 'bob.eth',
      address: BOB,
      avatar: 'http://127.0.0.1:9/bob.png',
    })
  })

  it('parameters: no name service, an unknown name, a failed read or a bad address give none', async () => {
    expect(await receiverOnChain({ isValidAddress }, 'bob.eth', sepolia)).toBeUndefined()
    const unknown = { isValidAddress, resolveName: async () => undefined }
    expect(await receiverOnChain(unknown, 'carol.eth', sepolia)).toBeUndefined()
    const failing = { isValidAddress, resolveName: () => Promise.reject(new Error('node down')) }
    expect(await receiverOnChain(failing, 'bob.eth', sepolia)).toBeUndefined()
    const bad = { isValidAddress, resolveName: async () => ({ address: 'nope' }) }
    expect(await receiverOnChain(bad, 'bob.eth', sepolia)).toBeUndefined()
  })
})

describe('resolveTypedName', () => {
  it('behavior: the name is asked and shown in its ENSIP-15 normalized form; one it refuses is never asked', async () => {
    const { portico, fetch } = await connectedForSend()
    expect(await resolveTypedName(portico, undefined, 'Alice.Portico.ID', isValidAddress)).toEqual({
      name: 'alice.portico.id',
      address: ALICE,
      avatar: 'http://127.0.0.1:4100/v1/avatar/alice',
    })
    const asked = () => fetch.calls.filter((c) => c.path.startsWith('/v1/profile')).length
    const before = asked()
    expect(await resolveTypedName(portico, undefined, 'xn--alice.portico.id', isValidAddress)).toBe(
      'NAME_NOT_NORMALIZED',
    )
    expect(asked()).toBe(before)
  })
})
