import { describe, expect, it } from 'vitest'
import { namesStoreOf } from './namesStore'
import { connectedNamesPortico } from './testing'

const ADDRESS = '0x1111111111111111111111111111111111111111'

describe('NamesStore', () => {
  it('default: a free name is available and gets the other suggestions', async () => {
    const { portico } = await connectedNamesPortico()
    const names = namesStoreOf(portico)
    await names.setName('bobby-lab')
    expect(names.availability).toBe('available')
    expect(names.suggestions.map((s) => s.name)).toEqual([
      'bobby-lab1.portico.id',
      'thebobby-lab.portico.id',
    ])
  })

  it('behavior: a registered name is taken and cannot be registered', async () => {
    const { portico, fetch } = await connectedNamesPortico()
    const names = namesStoreOf(portico)
    await names.setName('taken')
    expect(names.availability).toBe('taken')
    await names.register()
    expect(fetch.callsTo('POST /v1/profile/account')).toHaveLength(0)
  })

  it('behavior: a name under 4 characters is never looked up nor registered', async () => {
    const { portico, fetch } = await connectedNamesPortico()
    const names = namesStoreOf(portico)
    await names.setName('bob')
    expect(names.isValid).toBe(false)
    await names.register()
    expect(fetch.calls.filter((c) => c.path.startsWith('/v1/profile'))).toEqual([])
  })

  it.each([
    ['xn--abcd', 'NAME_HYPHENS'],
    ['-abcd', 'NAME_HYPHENS'],
    ['bobby-', 'NAME_HYPHENS'],
    ['----', 'NAME_HYPHENS'],
    ['a'.repeat(1000), 'NAME_TOO_LONG'],
  ])(
    'parameters: %s breaks the label rules (%s): never looked up nor registered',
    async (typed, code) => {
      const { portico, fetch } = await connectedNamesPortico()
      const names = namesStoreOf(portico)
      await names.setName(typed)
      expect(names.ruleError).toBe(code)
      expect(names.availability).toBe('unknown')
      await names.register()
      expect(fetch.calls.filter((c) => c.path.startsWith('/v1/profile'))).toEqual([])
    },
  )

  it('behavior: the lookup and the shown names are ENSIP-15 normalized; refused suggestions are left out', async () => {
    const { portico, fetch } = await connectedNamesPortico({
      'GET /v1/profile/suggestions/bobby-lab': {
        json: {
          suggestions: [
            { name: 'BOBBY-LAB2.Portico.ID', registered: false },
            { name: 'xn--80ak6aa92e.portico.id', registered: false },
            { name: 'bobby_lab.portico.id', registered: false },
          ],
        },
      },
    })
    const names = namesStoreOf(portico)
    await names.setName('Bobby-Lab')
    expect(fetch.calls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        '/v1/profile/account/bobby-lab.portico.id',
        expect.stringMatching(/^\/v1\/profile\/suggestions\/bobby-lab\b/),
      ]),
    )
    expect(names.fullName).toBe('bobby-lab.portico.id')
    expect(names.availability).toBe('available')
    expect(names.suggestions.map((s) => s.name)).toEqual(['bobby-lab2.portico.id'])
  })

  it('behavior: register signs, posts coin_type chainId|2^31, sets the name and shows success', async () => {
    const { portico, fetch, signed } = await connectedNamesPortico()
    const names = namesStoreOf(portico)
    await names.setName('bobby-lab')
    await names.register()
    expect(JSON.parse(signed[0] ?? '{}')).toMatchObject({ name: 'bobby-lab.portico.id' })
    expect(fetch.callsTo('POST /v1/profile/account')[0]?.body).toEqual({
      coin_type: 2_147_483_649,
      address: ADDRESS,
      message: signed[0],
      signature: `0x${'cd'.repeat(65)}`,
    })
    expect(portico.chains.activeChain?.account.profileName).toBe('bobby-lab.portico.id')
    expect(portico.router.view).toBe('RegisterAccountNameSuccess')
  })

  it('behavior: a refused registration stays on RegisterAccountName with the error', async () => {
    const { portico } = await connectedNamesPortico({
      'POST /v1/profile/account': {
        status: 409,
        json: { reasons: [{ description: 'The name bobby-lab.portico.id is taken' }] },
      },
    })
    const names = namesStoreOf(portico)
    await names.setName('bobby-lab')
    await names.register()
    expect(portico.router.view).toBe('RegisterAccountName')
    expect(names.errorCode).toBe('HTTP_STATUS')
    expect(names.errorDetails).toBe('The name bobby-lab.portico.id is taken')
    expect(portico.chains.activeChain?.account.profileName).toBeUndefined()
  })

  it('behavior: a chain id at or above 2147483648 is refused with "Invalid chainId"', async () => {
    const { portico, fetch } = await connectedNamesPortico()
    const names = namesStoreOf(portico)
    await names.setName('bobby-lab')
    const network = portico.chains.activeCaipNetwork!
    portico.chains.setNetwork('eip155', { caipNetwork: { ...network, id: 2_147_483_648 } })
    await names.register()
    expect(names.errorCode).toBe('INVALID_CHAIN_ID')
    expect(fetch.callsTo('POST /v1/profile/account')).toHaveLength(0)
  })

  it('behavior: lookup and suggestion failures say "Error resolving name" / "Error fetching name suggestions"', async () => {
    const { portico } = await connectedNamesPortico({
      'GET /v1/profile/account/bobby-lab.portico.id': { status: 500, json: {} },
    })
    const names = namesStoreOf(portico)
    await names.setName('bobby-lab')
    expect(names.errorCode).toBe('ERROR_RESOLVING_NAME')
    const other = await connectedNamesPortico({
      'GET /v1/profile/suggestions/bobby-lab': { status: 500, json: {} },
    })
    const otherNames = namesStoreOf(other.portico)
    await otherNames.setName('bobby-lab')
    expect(otherNames.availability).toBe('available')
    expect(otherNames.errorCode).toBe('ERROR_FETCHING_NAME_SUGGESTIONS')
  })
})
