import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../../../core/chains/chainAdapter'
import { connectTestWallet, createTestPortico } from '../testing/createTestPortico'
import { loadIdentity } from './loadIdentity'

const ADDRESS = '0x1111111111111111111111111111111111111111'

function setup(identity: { name: string | null; avatar: string | null } | 'fails') {
  return createTestPortico({
    routes: {
      'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
      [`GET /v1/identity/${ADDRESS}`]: identity === 'fails' ? { status: 500 } : { json: identity },
      [`GET /v1/profile/reverse/${ADDRESS}`]: {
        json: [{ name: 'bobby-lab.portico.id', addresses: {}, attributes: [] }],
      },
    },
  })
}

describe('loadIdentity', () => {
  it('default: the API identity becomes the account name and avatar', async () => {
    const test = setup({ name: 'alice.portico.id', avatar: 'http://127.0.0.1/a.png' })
    await connectTestWallet(test)
    await loadIdentity(test.portico, ADDRESS)
    const account = test.portico.chains.activeChain?.account
    expect(account?.profileName).toBe('alice.portico.id')
    expect(account?.profileImage).toBe('http://127.0.0.1/a.png')
  })

  it('behavior: without an identity name, the reverse lookup names the account', async () => {
    const test = setup({ name: null, avatar: null })
    await connectTestWallet(test)
    await loadIdentity(test.portico, ADDRESS)
    expect(test.portico.chains.activeChain?.account.profileName).toBe('bobby-lab.portico.id')
  })

  it('behavior: a failure leaves the account without a name', async () => {
    const test = setup('fails')
    await connectTestWallet(test)
    await loadIdentity(test.portico, ADDRESS)
    expect(test.portico.chains.activeChain?.account.profileName).toBeUndefined()
  })

  const withPrimaryName = (lookup: ChainAdapter['lookupAddressName']) => {
    const test = setup({ name: 'alice.portico.id', avatar: 'http://127.0.0.1/a.png' })
    ;(test.adapter as ChainAdapter).lookupAddressName = lookup
    return test
  }

  it('behavior: the forward-verified ENS primary name and its avatar come first', async () => {
    const seen: string[] = []
    const test = withPrimaryName(async ({ address, network }) => {
      seen.push(`${address}@${network.caipNetworkId}`)
      return { name: 'carol.eth', avatar: 'data:image/svg+xml;base64,PHN2Zy8+' }
    })
    await connectTestWallet(test)
    await loadIdentity(test.portico, ADDRESS)
    const account = test.portico.chains.activeChain?.account
    expect(account?.profileName).toBe('carol.eth')
    expect(account?.profileImage).toBe('data:image/svg+xml;base64,PHN2Zy8+')
    expect(seen).toEqual([`${ADDRESS}@eip155:1`])
  })

  it('behavior: no primary name on the chain (or no registry, or a failed read) falls back to the API identity', async () => {
    for (const lookup of [async () => undefined, () => Promise.reject(new Error('gateway down'))]) {
      const test = withPrimaryName(lookup)
      await connectTestWallet(test)
      await loadIdentity(test.portico, ADDRESS)
      expect(test.portico.chains.activeChain?.account.profileName).toBe('alice.portico.id')
    }
  })

  it('behavior: an avatar refused by the URL policy is left out; the name stays', async () => {
    const test = withPrimaryName(async () => ({ name: 'carol.eth', avatar: 'javascript:alert(1)' }))
    await connectTestWallet(test)
    await loadIdentity(test.portico, ADDRESS)
    const account = test.portico.chains.activeChain?.account
    expect(account?.profileName).toBe('carol.eth')
    expect(account?.profileImage).toBeUndefined()
  })
})
