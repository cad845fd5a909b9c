import { keccak256, stringToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnvilSimulator } from '../chains/anvil'
import { SmartAccounts } from './smartAccounts'

describe('SmartAccounts', () => {
  const anvil = new AnvilSimulator()
  beforeAll(() => anvil.start())
  afterAll(() => anvil.stop())

  it('behavior: after the lab reverts the chain and resets the frame, a smart account deploys again', async () => {
    const accounts = new SmartAccounts(() => anvil.rpcUrl ?? '', 31337)
    const owner = privateKeyToAccount(keccak256(stringToBytes('smart-accounts-test-owner')))
    await anvil.command('setBalance', { address: owner.address, wei: '10000000000000000000' })
    const { id } = (await anvil.command('snapshot')) as { id: string }
    await accounts.ensureDeployed(owner)
    expect(await accounts.isDeployed(owner.address)).toBe(true)
    // The lab's known state: the chain as it was (no factory, no account), the frame reset.
    await anvil.command('revert', { id })
    accounts.reset()
    await accounts.ensureDeployed(owner)
    expect(await accounts.isDeployed(owner.address)).toBe(true)
  })
})
