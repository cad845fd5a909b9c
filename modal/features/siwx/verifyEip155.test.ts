import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  serializeErc6492Signature,
  stringToBytes,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../../simulators/chains/testAnvil'
import {
  porticoSmartAccountFactoryAbi,
  porticoSmartAccountFactoryBytecode,
} from '../../../simulators/contracts/smartAccountArtifacts'
import { devAccount } from '../../../simulators/labKeys'
import { verifySiwx } from './verifySiwx'

const owner = privateKeyToAccount(keccak256(stringToBytes('verifyEip155.test owner')))
const stranger = privateKeyToAccount(keccak256(stringToBytes('verifyEip155.test stranger')))
const SALT = keccak256(stringToBytes('verifyEip155.test salt'))
const NOW = Date.parse('2026-01-01T12:00:00.000Z')

/** anvil's chain; the transports below carry its URL. */
const chain = defineChain({
  id: 31337,
  name: 'anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

let anvil: TestAnvil
let client: PublicClient
let factory: Hex
let smartAccount: Hex

beforeAll(async () => {
  anvil = await startTestAnvil()
  client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const deployer = createWalletClient({
    account: devAccount(7),
    chain,
    transport: http(anvil.rpcUrl),
  })
  const hash = await deployer.deployContract({
    abi: porticoSmartAccountFactoryAbi,
    bytecode: porticoSmartAccountFactoryBytecode,
  })
  factory = (await client.waitForTransactionReceipt({ hash })).contractAddress as Hex
  smartAccount = await client.readContract({
    address: factory,
    abi: porticoSmartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, SALT],
  })
})
afterAll(async () => {
  await anvil?.stop()
})

/** The sign-in text for the smart account on anvil (EIP-4361, as viem writes it). */
const messageFor = (address: Hex) =>
  createSiweMessage({
    address,
    chainId: 31337,
    domain: 'acme.example',
    nonce: 'smartNonce1',
    uri: 'https://acme.example',
    version: '1',
    issuedAt: new Date('2026-01-01T00:00:00.000Z'),
  })

describe('verifySiwx on eip155 smart accounts (the chain asked through the client)', () => {
  it('behavior: an undeployed account verifies through ERC-6492, then the deployed one through ERC-1271', async () => {
    const message = messageFor(smartAccount)
    const ownerSignature = await owner.signMessage({ message })
    const createAccount = encodeFunctionData({
      abi: porticoSmartAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, SALT],
    })
    const wrapped = serializeErc6492Signature({
      address: factory,
      data: createAccount,
      signature: ownerSignature,
    })
    expect(await client.getCode({ address: smartAccount })).toBeUndefined()
    expect(await verifySiwx({ message, signature: wrapped, now: NOW, client })).toMatchObject({
      valid: true,
    })
    // Without a client only an EOA can verify.
    expect((await verifySiwx({ message, signature: wrapped, now: NOW })).valid).toBe(false)

    const deployer = createWalletClient({
      account: devAccount(7),
      chain,
      transport: http(anvil.rpcUrl),
    })
    const hash = await deployer.sendTransaction({ to: factory, data: createAccount })
    await client.waitForTransactionReceipt({ hash })
    expect(await client.getCode({ address: smartAccount })).not.toBeUndefined()
    expect(
      await verifySiwx({ message, signature: ownerSignature, now: NOW, client }),
    ).toMatchObject({ valid: true })
  })

  it('errors: a stranger’s signature for the smart account, or a client on another chain, verifies nothing', async () => {
    const message = messageFor(smartAccount)
    const signature = await stranger.signMessage({ message })
    expect((await verifySiwx({ message, signature, now: NOW, client })).valid).toBe(false)
    const onBase = messageFor(owner.address).replace('Chain ID: 31337', 'Chain ID: 8453')
    const ownerSignature = await owner.signMessage({ message: onBase })
    expect(
      (await verifySiwx({ message: onBase, signature: ownerSignature, now: NOW, client })).valid,
    ).toBe(false)
  })

  it('behavior: an EOA verifies through the client too', async () => {
    const message = messageFor(owner.address)
    const signature = await owner.signMessage({ message })
    expect((await verifySiwx({ message, signature, now: NOW, client })).valid).toBe(true)
  })
})
