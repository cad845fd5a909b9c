import { LAB_POLKADOT_ACCOUNTS, LAB_POLKADOT_FREE } from './labPolkadotKeys'

/** A head block of the lab's chopsticks chain, kept as the block itself (not its hash). */
export interface PolkadotSnapshot {
  readonly head: unknown
}

/** The running chopsticks node, as the simulator uses it. */
export interface ChopsticksNode {
  /** chopsticks' own ws:// address (the lab serves it through the fault proxy). */
  wsUrl: string
  genesisHash: string
  /** Builds `count` blocks now (chopsticks otherwise builds one when an extrinsic arrives). */
  newBlocks(count: number): Promise<number>
  /** The head block's number. */
  head(): number
  /** The account's free balance in the runtime's state, in plancks. */
  freeBalance(address: string): Promise<bigint>
  /** Sets the account's free balance through chopsticks' dev storage call, in a new block. */
  fund(address: string, free: bigint): Promise<void>
  /** The head block now, to come back to with {@link ChopsticksNode.revert} (what `dev_setHead` does). */
  snapshot(): PolkadotSnapshot
  /** Makes `saved` the head again, pending extrinsics dropped: later blocks are left behind. */
  revert(saved: PolkadotSnapshot): Promise<void>
  close(): Promise<void>
}

/**
 * Starts chopsticks offline on a real runtime: the rococo asset hub's raw genesis shipped in
 * `@substrate/connect-known-chains` (no endpoint, so nothing is fetched from anywhere), blocks
 * built when an extrinsic arrives (`Instant` mode) or on demand, the lab accounts funded.
 * chopsticks and the 1.2 MB genesis are imported here, only when the chain starts.
 *
 * @example
 * ```ts
 * const node = await startChopsticks()
 * await node.freeBalance(LAB_POLKADOT_ACCOUNTS[0].address) // 1000000000000000n
 * ```
 */
export async function startChopsticks(): Promise<ChopsticksNode> {
  // chopsticks' loggers read LOG_LEVEL once, on import: keep its per-block INFO lines out.
  process.env.LOG_LEVEL ??= 'warn'
  const [{ setupWithServer, BuildBlockMode, setStorage }, { chainSpec }] = await Promise.all([
    import('@acala-network/chopsticks'),
    import('@substrate/connect-known-chains/rococo_v2_2_asset_hub'),
  ])
  const context = await setupWithServer({
    genesis: JSON.parse(chainSpec),
    host: '127.0.0.1',
    port: 0,
    'build-block-mode': BuildBlockMode.Instant,
  })
  const { chain } = context
  const fund = async (address: string, free: bigint) => {
    // What `dev_setStorage` does: write System.Account, then build a block so it shows.
    await setStorage(chain, {
      System: { Account: [[[address], { providers: 1, data: { free: free.toString() } }]] },
    })
    await chain.newBlock()
  }
  await setStorage(chain, {
    System: {
      Account: LAB_POLKADOT_ACCOUNTS.map(({ address }) => [
        [address],
        { providers: 1, data: { free: LAB_POLKADOT_FREE.toString() } },
      ]),
    },
  })
  await chain.newBlock()
  const genesis = await chain.getBlockAt(0)
  if (!genesis) throw new Error('chopsticks has no genesis block')
  return {
    wsUrl: `ws://${context.addr}`,
    genesisHash: genesis.hash,
    async newBlocks(count) {
      for (let i = 0; i < count; i += 1) await chain.newBlock()
      return chain.head.number
    },
    head: () => chain.head.number,
    async freeBalance(address) {
      const meta = await chain.head.meta
      const entry = meta.query.system?.account
      if (!entry) throw new Error('the runtime has no System.Account storage')
      const account = await chain.head.read('AccountInfo', entry, address)
      return account ? BigInt(account.data.free.toString()) : 0n
    },
    fund,
    snapshot: () => ({ head: chain.head }),
    async revert(saved) {
      // The Block object holds its own storage layer, so an evicted cache entry does not matter.
      chain.txPool.clear()
      await chain.setHead(saved.head as typeof chain.head)
    },
    close: () => context.close(),
  }
}
