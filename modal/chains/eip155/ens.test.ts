import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../../simulators/chains/testAnvil'
import { deployEns } from '../../../simulators/contracts/deployEns'
import { labEnsAddresses } from '../../../simulators/contracts/labEns'
import type { CaipNetwork } from '../../core/caip/types'
import { loadEip155Adapter } from './loadEip155Adapter'
import { createAnvilNetwork, ethereum } from './networks'

const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('ENS lookups through the eip155 adapter (the lab registry on anvil)', () => {
  let anvil: TestAnvil
  let network: CaipNetwork
  let deployed: Awaited<ReturnType<typeof deployEns>>
  beforeAll(async () => {
    anvil = await startTestAnvil()
    deployed = await deployEns(anvil.rpcUrl)
    network = createAnvilNetwork(anvil.rpcUrl)
  })
  afterAll(() => anvil.stop())

  const adapter = () =>
    loadEip155Adapter({
      window: new EventTarget(),
      ens: { registry: labEnsAddresses().registry, chains: ['eip155:31337'] },
    })

  it('default: the deployed registry and resolver sit where labEnsAddresses says', () => {
    expect(deployed).toEqual(labEnsAddresses())
  })

  it('behavior: a registered name resolves to its address by contract reads', async () => {
    expect(await (await adapter()).resolveName({ name: 'bob.eth', network })).toEqual({
      address: BOB,
    })
    expect(await (await adapter()).resolveName({ name: 'BOB.eth', network })).toEqual({
      address: BOB,
    })
  })

  it('behavior: the name is looked up in its ENSIP-15 normalized form, not merely lower-cased', async () => {
    // Full-width letters normalize to bob.eth (lower-casing keeps them as they are).
    expect(await (await adapter()).resolveName({ name: 'ｂｏｂ.eth', network })).toEqual({
      address: BOB,
    })
    // Normalization refuses these: no lookup answers them.
    for (const name of ['xn--bob.eth', 'bo_b.eth', 'bob..eth']) {
      expect(await (await adapter()).resolveName({ name, network })).toBeUndefined()
    }
  })

  it('parameters: an unknown name, a malformed one, and a chain without the registry give none', async () => {
    const ens = await adapter()
    expect(await ens.resolveName({ name: 'carol.eth', network })).toBeUndefined()
    expect(await ens.resolveName({ name: 'not a name', network })).toBeUndefined()
    expect(await ens.resolveName({ name: 'bob.eth', network: ethereum })).toBeUndefined()
  })
})
