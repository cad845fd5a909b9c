import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  stringToBytes,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import {
  porticoSmartAccountAbi,
  porticoSmartAccountBytecode,
  porticoSmartAccountFactoryAbi,
  porticoSmartAccountFactoryBytecode,
} from '../contracts/smartAccountArtifacts'

/**
 * How often a receipt is looked for after the first look. anvil may answer a send before its
 * automine has built the block; viem's default (4 s) then made every deployment and call of
 * an embedded flow wait 4 s more, several times per scenario.
 */
const RECEIPT_POLL_MS = 50

/** One call of a batch (wallet_sendCalls). */
export interface SmartCall {
  to: Hex
  value?: bigint
  data?: Hex
}

/**
 * The embedded wallet's smart accounts on the lab chain: a factory deployed once by the
 * provider's own key, each owner's account at its counterfactual CREATE2 address (known before
 * deployment, different from the owner's), deployed on first use, then executing single calls
 * and atomic batches sent by the owner.
 *
 * @example
 * ```ts
 * const accounts = new SmartAccounts(() => rpcUrl, 31337)
 * const address = await accounts.addressOf(owner.address)
 * await accounts.executeBatch(owner, [{ to, value: 1n }])
 * ```
 */
export class SmartAccounts {
  private factory: Promise<Hex> | undefined
  /**
   * The CREATE2 salt of this lab run's accounts. The chain outlives a replay, so each reset
   * starts a new generation: a replayed scenario meets a fresh, undeployed account again.
   */
  private salt: Hex

  private readonly deployer = privateKeyToAccount(
    keccak256(stringToBytes('portico-lab-auth:factory')),
  )

  constructor(
    private readonly rpcUrl: () => string,
    private readonly chainId: number,
    private generation = 0,
  ) {
    this.salt = SmartAccounts.saltOf(generation)
  }

  private static saltOf(generation: number): Hex {
    return keccak256(stringToBytes(`portico-lab-smart-account:${generation}`))
  }

  /** The account's address, whether deployed or not. */
  async addressOf(owner: Hex): Promise<Hex> {
    const factory = await this.ensureFactory()
    const initCode =
      `${porticoSmartAccountBytecode}${encodeAbiParameters([{ type: 'address' }], [owner]).slice(2)}` as Hex
    return getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt: this.salt,
      bytecode: initCode,
    })
  }

  async isDeployed(owner: Hex): Promise<boolean> {
    const code = await this.reader().getCode({ address: await this.addressOf(owner) })
    return code !== undefined && code !== '0x'
  }

  /** Deploys the owner's account when it is not yet (first use); returns its address. */
  async ensureDeployed(owner: PrivateKeyAccount): Promise<Hex> {
    const address = await this.addressOf(owner.address)
    if (await this.isDeployed(owner.address)) return address
    const factory = await this.ensureFactory()
    await this.send(
      owner,
      factory,
      encodeFunctionData({
        abi: porticoSmartAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, this.salt],
      }),
    )
    return address
  }

  /** One call from the account (the account pays `value`). */
  async execute(owner: PrivateKeyAccount, call: SmartCall): Promise<Hex> {
    const account = await this.ensureDeployed(owner)
    return this.send(
      owner,
      account,
      encodeFunctionData({
        abi: porticoSmartAccountAbi,
        functionName: 'execute',
        args: [call.to, call.value ?? 0n, call.data ?? '0x'],
      }),
    )
  }

  /** Every call in one transaction: all succeed or none does. */
  async executeBatch(owner: PrivateKeyAccount, calls: readonly SmartCall[]): Promise<Hex> {
    const account = await this.ensureDeployed(owner)
    const args = calls.map((c) => ({
      to: c.to,
      value: c.value ?? 0n,
      data: c.data ?? ('0x' as Hex),
    }))
    return this.send(
      owner,
      account,
      encodeFunctionData({
        abi: porticoSmartAccountAbi,
        functionName: 'executeBatch',
        args: [args],
      }),
    )
  }

  /** Starts a new generation of accounts (the provider's reset). */
  reset(): void {
    this.generation += 1
    this.salt = SmartAccounts.saltOf(this.generation)
    // The lab may have reverted the chain (its known state): look for the factory again.
    this.factory = undefined
  }

  private ensureFactory(): Promise<Hex> {
    this.factory ??= this.deployFactory().catch((error: unknown) => {
      this.factory = undefined
      throw error
    })
    return this.factory
  }

  private async deployFactory(): Promise<Hex> {
    const address = getContractAddress({ from: this.deployer.address, nonce: 0n })
    const code = await this.reader().getCode({ address })
    if (code && code !== '0x') return address
    await this.reader().request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [this.deployer.address, '0x8ac7230489e80000'] as never,
    })
    const hash = await this.writer(this.deployer).deployContract({
      abi: porticoSmartAccountFactoryAbi,
      bytecode: porticoSmartAccountFactoryBytecode,
    })
    // The deployer may have sent other transactions on this chain first (funding a visitor who
    // arrived earlier), so the factory lands at the receipt's address, not always at nonce 0.
    const receipt = await this.reader().waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error('the smart-account factory was not deployed')
    return receipt.contractAddress
  }

  private async send(from: PrivateKeyAccount, to: Hex, data: Hex): Promise<Hex> {
    const hash = await this.writer(from).sendTransaction({ to, data })
    const receipt = await this.reader().waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`the call to ${to} reverted`)
    return hash
  }

  private chain() {
    return defineChain({
      id: this.chainId,
      name: 'lab',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [this.rpcUrl()] } },
    })
  }

  private reader() {
    return createPublicClient({
      chain: this.chain(),
      transport: http(this.rpcUrl()),
      pollingInterval: RECEIPT_POLL_MS,
    })
  }

  private writer(account: PrivateKeyAccount) {
    return createWalletClient({ account, chain: this.chain(), transport: http(this.rpcUrl()) })
  }
}
