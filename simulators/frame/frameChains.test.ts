import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnvilSimulator } from '../chains/anvil'
import { FrameChains } from './frameChains'

describe('FrameChains', () => {
  const anvil = new AnvilSimulator()
  beforeAll(() => anvil.start())
  afterAll(() => anvil.stop())

  it('behavior: after the lab reverts the chain and resets the frame, an arrival is funded again', async () => {
    const chains = new FrameChains([{ chainId: 31337, rpcUrl: () => anvil.rpcUrl ?? '' }])
    const visitor = '0x00000000000000000000000000000000000000c3'
    const balance = () => chains.node(31337, 'eth_getBalance', [visitor, 'latest'])
    const { id } = (await anvil.command('snapshot')) as { id: string }
    await chains.fund(31337, visitor)
    expect(await balance()).toBe('0x8ac7230489e80000')
    await anvil.command('revert', { id })
    chains.reset()
    await chains.fund(31337, visitor)
    expect(await balance()).toBe('0x8ac7230489e80000')
  })
})
