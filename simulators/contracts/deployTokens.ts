import { type Address, createWalletClient, getAddress, http, parseUnits, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { labTokenAbi, labTokenBytecode, usdtLikeTokenAbi, usdtLikeTokenBytecode } from './artifacts'
import { devAccount, LAB_TOKENS, type LabTokenSymbol } from './labTokens'

export interface DeployTokensOptions {
  /** How many dev accounts (from index 0) receive each token. Default 5. */
  fundedAccounts?: number
}

/**
 * Deploys the lab tokens (USDC 6 decimals, UNI 18, USDT-like 6) from dev account 0 and mints
 * each token to the first dev accounts. On a fresh chain the addresses are always those of
 * `labTokenAddresses()`: all deployments come first, at nonces 0, 1, 2.
 *
 * @example
 * ```ts
 * const tokens = await deployTokens('http://127.0.0.1:8545')
 * tokens.USDT // 0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0 on a fresh anvil
 * ```
 */
export async function deployTokens(
  rpcUrl: string,
  options: DeployTokensOptions = {},
): Promise<Record<LabTokenSymbol, Address>> {
  const deployer = devAccount(0)
  const client = createWalletClient({
    account: deployer,
    chain: foundry,
    transport: http(rpcUrl),
    pollingInterval: 50,
  }).extend(publicActions)
  const chainId = await client.getChainId()
  const chain = { ...foundry, id: chainId }

  const addresses = {} as Record<LabTokenSymbol, Address>
  for (const token of LAB_TOKENS) {
    const args = [token.name, token.symbol, token.decimals] as const
    const hash =
      token.kind === 'standard'
        ? await client.deployContract({ chain, abi: labTokenAbi, bytecode: labTokenBytecode, args })
        : await client.deployContract({
            chain,
            abi: usdtLikeTokenAbi,
            bytecode: usdtLikeTokenBytecode,
            args,
          })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress || receipt.status !== 'success') {
      throw new Error(`Deploying ${token.symbol} failed (${hash})`)
    }
    addresses[token.symbol] = getAddress(receipt.contractAddress)
  }

  const holders = Array.from({ length: options.fundedAccounts ?? 5 }, (_, i) => devAccount(i))
  for (const token of LAB_TOKENS) {
    for (const holder of holders) {
      // Both token kinds share `mint`, so the plain ERC-20 ABI encodes it for either.
      const hash = await client.writeContract({
        chain,
        address: addresses[token.symbol],
        abi: labTokenAbi,
        functionName: 'mint',
        args: [holder.address, parseUnits(String(token.mintPerAccount), token.decimals)],
      })
      await client.waitForTransactionReceipt({ hash })
    }
  }
  return addresses
}
