import {
  type Address,
  erc20Abi,
  getAddress,
  hexToBigInt,
  type Log,
  type PublicClient,
  parseEventLogs,
  toEventSelector,
} from 'viem'

/**
 * One value movement inside an indexed transaction. `token` undefined: the native coin.
 * `tokenId` set: an ERC-721 token (amount 1).
 */
export interface IndexedTransfer {
  token: Address | undefined
  from: Address
  to: Address
  amount: bigint
  tokenId?: bigint
}

/** Transfer(address,address,uint256): ERC-20 and ERC-721 share it; ERC-721 indexes all three. */
const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')

/** An ERC-721 Transfer log (four topics, no data) as a transfer; undefined for anything else. */
export function nftTransfer(log: Pick<Log, 'address' | 'topics'>): IndexedTransfer | undefined {
  const [topic, from, to, id] = log.topics
  if (topic !== TRANSFER_TOPIC || !from || !to || !id || log.topics.length !== 4) return undefined
  const word = (value: `0x${string}`) => getAddress(`0x${value.slice(26)}`)
  return {
    token: getAddress(log.address),
    from: word(from),
    to: word(to),
    amount: 1n,
    tokenId: hexToBigInt(id),
  }
}

/** A mined transaction as the history endpoint needs it. */
export interface IndexedTransaction {
  hash: `0x${string}`
  blockNumber: bigint
  index: number
  /** Block time, ms since the epoch. */
  minedAtMs: number
  from: Address
  /** The callee, or the created contract for a deployment. */
  to: Address | undefined
  deployment: boolean
  succeeded: boolean
  transfers: IndexedTransfer[]
  /** Owners that set an allowance in this transaction. */
  approvers: Address[]
}

/** Metadata of a token seen in Transfer logs. */
export interface TokenMetadata {
  name: string
  symbol: string
  decimals: number
}

/**
 * Scans anvil block by block and keeps every transaction, with native, ERC-20 and ERC-721
 * transfers decoded from values and logs. `update()` indexes what was mined since the last call; a chain
 * that went backwards (anvil restarted or reverted) is indexed again from block 0.
 */
export interface HistoryIndex {
  update(): Promise<void>
  /** Transactions touching `account`, newest first. */
  forAccount(account: Address): IndexedTransaction[]
  metadata(token: Address): Promise<TokenMetadata>
}

/**
 * @example
 * ```ts
 * const index = createHistoryIndex(() => publicClient)
 * await index.update()
 * index.forAccount('0xf39F…')
 * ```
 */
export function createHistoryIndex(client: () => PublicClient): HistoryIndex {
  let transactions: IndexedTransaction[] = []
  let next = 0n
  let lastHash: `0x${string}` | undefined
  let running: Promise<void> = Promise.resolve()
  const tokenMetadata = new Map<Address, Promise<TokenMetadata>>()

  const indexBlocks = async () => {
    const rpc = client()
    const latest = await rpc.getBlockNumber()
    if (next > 0n) {
      const previous = await rpc.getBlock({ blockNumber: next - 1n }).catch(() => undefined)
      if (latest < next - 1n || previous?.hash !== lastHash) {
        transactions = []
        next = 0n
      }
    }
    for (; next <= latest; next++) {
      const block = await rpc.getBlock({ blockNumber: next, includeTransactions: true })
      const receipts = await Promise.all(
        block.transactions.map((tx) => rpc.getTransactionReceipt({ hash: tx.hash })),
      )
      block.transactions.forEach((tx, index) => {
        const receipt = receipts[index]!
        const logs = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, strict: false })
        const transfers: IndexedTransfer[] = []
        if (tx.value > 0n && tx.to) {
          const [from, to] = [getAddress(tx.from), getAddress(tx.to)]
          transfers.push({ token: undefined, from, to, amount: tx.value })
        }
        const approvers: Address[] = []
        for (const log of receipt.logs) {
          const nft = nftTransfer(log)
          if (nft) transfers.push(nft)
        }
        for (const log of logs) {
          const args = log.args as Record<string, unknown>
          if (log.eventName === 'Transfer' && typeof args.value === 'bigint') {
            transfers.push({
              token: getAddress(log.address),
              from: getAddress(String(args.from)),
              to: getAddress(String(args.to)),
              amount: args.value,
            })
          }
          if (log.eventName === 'Approval') approvers.push(getAddress(String(args.owner)))
        }
        transactions.push({
          hash: tx.hash,
          blockNumber: block.number,
          index,
          minedAtMs: Number(block.timestamp) * 1000,
          from: getAddress(tx.from),
          to: tx.to ? getAddress(tx.to) : (receipt.contractAddress ?? undefined),
          deployment: !tx.to,
          succeeded: receipt.status === 'success',
          transfers,
          approvers,
        })
      })
      lastHash = block.hash ?? undefined
    }
  }

  return {
    update() {
      // One scan at a time: overlapping requests would index the same blocks twice.
      running = running.catch(() => undefined).then(indexBlocks)
      return running
    },
    forAccount(account) {
      const touches = (tx: IndexedTransaction) =>
        tx.from === account ||
        tx.to === account ||
        tx.transfers.some((t) => t.from === account || t.to === account)
      return transactions.filter(touches).reverse()
    },
    metadata(token) {
      let found = tokenMetadata.get(token)
      if (!found) {
        found = readMetadata(client(), token)
        tokenMetadata.set(token, found)
      }
      return found
    },
  }
}

async function readMetadata(client: PublicClient, address: Address): Promise<TokenMetadata> {
  const read = <T>(functionName: 'name' | 'symbol' | 'decimals', fallback: T) =>
    client
      .readContract({ address, abi: erc20Abi, functionName })
      .catch(() => fallback) as Promise<T>
  const [name, symbol, decimals] = await Promise.all([
    read('name', 'Unknown token'),
    read('symbol', 'UNKNOWN'),
    read('decimals', 18),
  ])
  return { name, symbol, decimals }
}
