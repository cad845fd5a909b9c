import {
  type Address,
  createWalletClient,
  getAddress,
  http,
  maxUint256,
  parseUnits,
  publicActions,
} from 'viem'
import { foundry } from 'viem/chains'
import { labAmmAbi, labAmmBytecode } from './ammArtifacts'
import { labTokenAbi } from './artifacts'
import { deployTokens } from './deployTokens'
import {
  AMM_DEPLOYER_INDEX,
  AMM_NATIVE,
  AMM_SEED_PAIRS,
  type AmmAsset,
  LAB_SWAP_FEE_RECIPIENT,
} from './labAmm'
import { devAccount, LAB_TOKENS, type LabTokenSymbol } from './labTokens'

/**
 * Deploys the lab AMM from dev account 8 (fee to {@link LAB_SWAP_FEE_RECIPIENT}) and seeds
 * every pair of {@link AMM_SEED_PAIRS}: the deployer mints itself the tokens (the lab tokens'
 * `mint` is open), approves the AMM once per token and adds the liquidity. Run it after
 * `deployTokens`, with that call's addresses.
 *
 * @example
 * ```ts
 * const tokens = await deployTokens(rpcUrl)
 * const amm = await deployAmm(rpcUrl, tokens) // labAmmAddress() on a fresh chain
 * ```
 */
export async function deployAmm(
  rpcUrl: string,
  tokens: Record<LabTokenSymbol, Address>,
): Promise<Address> {
  const client = createWalletClient({
    account: devAccount(AMM_DEPLOYER_INDEX),
    chain: foundry,
    transport: http(rpcUrl),
    pollingInterval: 50,
  }).extend(publicActions)
  const chain = { ...foundry, id: await client.getChainId() }
  const settle = async (hash: `0x${string}`) => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`AMM set-up transaction ${hash} failed`)
    return receipt
  }
  const deployed = await settle(
    await client.deployContract({
      chain,
      abi: labAmmAbi,
      bytecode: labAmmBytecode,
      args: [LAB_SWAP_FEE_RECIPIENT],
    }),
  )
  if (!deployed.contractAddress) throw new Error('Deploying the lab AMM gave no address')
  const amm = getAddress(deployed.contractAddress)

  const decimals = (asset: AmmAsset) =>
    asset === 'ETH' ? 18 : (LAB_TOKENS.find((t) => t.symbol === asset)?.decimals ?? 18)
  const address = (asset: AmmAsset) => (asset === 'ETH' ? AMM_NATIVE : tokens[asset])
  const needed = new Map<LabTokenSymbol, bigint>()
  for (const [a, amountA, b, amountB] of AMM_SEED_PAIRS) {
    for (const [asset, amount] of [[a, amountA] as const, [b, amountB] as const]) {
      if (asset !== 'ETH') needed.set(asset, (needed.get(asset) ?? 0n) + amount)
    }
  }
  for (const [symbol, whole] of needed) {
    const common = { chain, address: tokens[symbol], abi: labTokenAbi } as const
    const amount = parseUnits(String(whole), decimals(symbol))
    await settle(
      await client.writeContract({
        ...common,
        functionName: 'mint',
        args: [client.account.address, amount],
      }),
    )
    await settle(
      await client.writeContract({ ...common, functionName: 'approve', args: [amm, maxUint256] }),
    )
  }
  for (const [a, wholeA, b, wholeB] of AMM_SEED_PAIRS) {
    const amountA = parseUnits(String(wholeA), decimals(a))
    const amountB = parseUnits(String(wholeB), decimals(b))
    const value = (a === 'ETH' ? amountA : 0n) + (b === 'ETH' ? amountB : 0n)
    await settle(
      await client.writeContract({
        chain,
        address: amm,
        abi: labAmmAbi,
        functionName: 'addLiquidity',
        args: [address(a), address(b), amountA, amountB],
        value,
      }),
    )
  }
  return amm
}

/**
 * A swap-ready lab chain: the lab tokens (deployTokens), then the AMM seeded with them.
 *
 * @example
 * ```ts
 * const anvil = new AnvilSimulator({ chainId: 8453, afterStart: deployTokensAndAmm })
 * ```
 */
export async function deployTokensAndAmm(rpcUrl: string): Promise<Address> {
  return deployAmm(rpcUrl, await deployTokens(rpcUrl))
}
