import { makeAutoObservable, runInAction } from 'mobx'
import { createPublicClient, createTestClient, http, type PublicClient } from 'viem'
import { foundry } from 'viem/chains'

/**
 * Live view of the lab's anvil, read through viem straight from the node (not via the host),
 * so the lab shows what a dapp would see.
 */
export class AnvilChain {
  blockNumber: number | undefined = undefined
  chainId: number | undefined = undefined
  error: string | undefined = undefined
  private client: PublicClient | undefined
  private stopWatching: (() => void) | undefined

  constructor(readonly rpcUrl: string) {
    makeAutoObservable<AnvilChain, 'client' | 'stopWatching'>(this, {
      rpcUrl: false,
      client: false,
      stopWatching: false,
    })
  }

  start(): void {
    const client = createPublicClient({ chain: foundry, transport: http(this.rpcUrl) })
    this.client = client
    client.getChainId().then((chainId) => runInAction(() => (this.chainId = chainId)))
    this.stopWatching = client.watchBlockNumber({
      emitOnBegin: true,
      poll: true,
      // Once a second: the panel's block number is for QA's eyes (the lab's own mine() sets it
      // at once), and each poll is a request through Chromium and anvil in every lab page.
      pollingInterval: 1_000,
      onBlockNumber: (block) => runInAction(() => (this.blockNumber = Number(block))),
      onError: (error) => runInAction(() => (this.error = error.message)),
    })
  }

  /** Mines one block on the real node. */
  async mine(): Promise<void> {
    const test = createTestClient({ chain: foundry, mode: 'anvil', transport: http(this.rpcUrl) })
    await test.mine({ blocks: 1 })
    const block = await this.client?.getBlockNumber()
    if (block !== undefined) runInAction(() => (this.blockNumber = Number(block)))
  }

  stop(): void {
    this.stopWatching?.()
  }
}
