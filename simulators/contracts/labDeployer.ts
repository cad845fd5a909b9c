import { type Address, createWalletClient, getAddress, type Hash, http, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { devAccount } from '../labKeys'

/**
 * A wallet client for one of the lab's deploy scripts: dev account `accountIndex` on the
 * chain at `rpcUrl` (its own chain id), and `settle`, which waits for a transaction and throws
 * `The lab {what} failed` unless it succeeded (giving a deployed contract's address).
 *
 * @example
 * ```ts
 * const { client, chain, settle } = await labDeployer(rpcUrl, 7, 'ENS set-up')
 * const registry = await settle(await client.deployContract({ chain, abi, bytecode }))
 * ```
 */
export async function labDeployer(rpcUrl: string, accountIndex: number, what: string) {
  const account = devAccount(accountIndex)
  const client = createWalletClient({
    account,
    chain: foundry,
    transport: http(rpcUrl),
    pollingInterval: 50,
  }).extend(publicActions)
  const chain = { ...foundry, id: await client.getChainId() }
  const settle = async (hash: Hash): Promise<Address | undefined> => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`The lab ${what} failed (${hash})`)
    return receipt.contractAddress ? getAddress(receipt.contractAddress) : undefined
  }
  return { account, client, chain, settle }
}
