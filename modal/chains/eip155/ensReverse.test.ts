import { createWalletClient, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../../simulators/chains/testAnvil'
import { deployEns } from '../../../simulators/contracts/deployEns'
import { deployEnsReverse } from '../../../simulators/contracts/deployEnsReverse'
import { labReverseRegistrarAbi } from '../../../simulators/contracts/ensReverseArtifacts'
import { ENS_DEPLOYER_INDEX, labEnsAddresses } from '../../../simulators/contracts/labEns'
import { LAB_PRIMARY_NAMES } from '../../../simulators/contracts/labEnsPrimary'
import { devAccount } from '../../../simulators/labKeys'
import type { CaipNetwork } from '../../core/caip/types'
import { loadEip155Adapter } from './loadEip155Adapter'
import { createAnvilNetwork, ethereum } from './networks'

const CAROL = devAccount(3).address
const carol = LAB_PRIMARY_NAMES[0]

describe('ENS primary names through the eip155 adapter (the lab reverse registrar on anvil)', () => {
  let anvil: TestAnvil
  let network: CaipNetwork
  beforeAll(async () => {
    anvil = await startTestAnvil()
    await deployEns(anvil.rpcUrl)
    const { reverseRegistrar } = await deployEnsReverse(anvil.rpcUrl)
    network = createAnvilNetwork(anvil.rpcUrl)
    // Dev account 4 claims bob.eth in its reverse record, but bob.eth resolves to account 2.
    const controller = createWalletClient({
      account: devAccount(ENS_DEPLOYER_INDEX),
      chain: { ...foundry, id: 31337 },
      transport: http(anvil.rpcUrl),
    })
    await controller.writeContract({
      address: reverseRegistrar,
      abi: labReverseRegistrarAbi,
      functionName: 'setNameForAddr',
      args: [devAccount(4).address, 'bob.eth'],
    })
    // Bob's own reverse record names him in a form ENSIP-15 does not leave as is.
    await controller.writeContract({
      address: reverseRegistrar,
      abi: labReverseRegistrarAbi,
      functionName: 'setNameForAddr',
      args: [devAccount(2).address, 'Bob.eth'],
    })
  })
  afterAll(() => anvil.stop())

  const adapter = () =>
    loadEip155Adapter({
      window: new EventTarget(),
      ens: { registry: labEnsAddresses().registry, chains: ['eip155:31337'] },
    })

  it('default: an account with a primary name gets it and its avatar record (through the URL policy)', async () => {
    const found = await (await adapter()).lookupAddressName({ address: CAROL, network })
    expect(found).toEqual({ name: 'carol.eth', avatar: carol?.avatar })
    expect(found?.avatar).toMatch(/^data:image\/svg\+xml;base64,/)
    const lower = await (await adapter()).lookupAddressName({
      address: CAROL.toLowerCase(),
      network,
    })
    expect(lower?.name).toBe('carol.eth')
  })

  it('behavior: a claimed name that does not resolve back to the address is not shown', async () => {
    const ens = await adapter()
    expect(await ens.lookupAddressName({ address: devAccount(4).address, network })).toBeUndefined()
    // The name itself still resolves, to its real owner.
    expect((await ens.resolveName({ name: 'bob.eth', network }))?.address).toBe(
      devAccount(2).address,
    )
  })

  it('behavior: a primary name that is not ENSIP-15 normalized is not shown, though it resolves back', async () => {
    const ens = await adapter()
    expect((await ens.resolveName({ name: 'Bob.eth', network }))?.address).toBe(
      devAccount(2).address,
    )
    expect(await ens.lookupAddressName({ address: devAccount(2).address, network })).toBeUndefined()
  })

  it('parameters: an address without a reverse record, a malformed one and a chain without the registry give none', async () => {
    const ens = await adapter()
    expect(await ens.lookupAddressName({ address: devAccount(1).address, network })).toBeUndefined()
    expect(await ens.lookupAddressName({ address: 'carol', network })).toBeUndefined()
    expect(await ens.lookupAddressName({ address: CAROL, network: ethereum })).toBeUndefined()
  })
})
