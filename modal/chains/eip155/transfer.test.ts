import {
  createPublicClient,
  decodeFunctionResult,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../../simulators/chains/testAnvil'
import { deployTokens } from '../../../simulators/contracts/deployTokens'
import type { LabTokenSymbol } from '../../../simulators/contracts/labTokens'
import {
  installSimulatedWallets,
  type SimulatedWalletWindow,
} from '../../../simulators/wallets/installSimulatedWallets'
import type { CaipNetwork } from '../../core/caip/types'
import { isPorticoError } from '../../core/errors/porticoError'
import { loadEip155Adapter } from './loadEip155Adapter'
import { createAnvilNetwork } from './networks'
import { transferAbiFor } from './transfer'

const DEV_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER = '0x000000000000000000000000000000000000dEaD'
const ALPHA = 'io.portico.lab.alpha'

describe('eip155 transfer (simulated wallet on a real anvil)', () => {
  let anvil: TestAnvil
  let network: CaipNetwork
  let tokens: Record<LabTokenSymbol, `0x${string}`>
  beforeAll(async () => {
    anvil = await startTestAnvil()
    tokens = await deployTokens(anvil.rpcUrl, { fundedAccounts: 1 })
    network = createAnvilNetwork(anvil.rpcUrl)
  })
  afterAll(() => anvil.stop())

  const chain = () => createPublicClient({ transport: http(anvil.rpcUrl) })
  const tokenBalance = (token: `0x${string}`, owner: `0x${string}`) =>
    chain().readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })

  async function connected() {
    const window: SimulatedWalletWindow = new EventTarget()
    const { wallets } = installSimulatedWallets(window, { rpcUrl: anvil.rpcUrl })
    const adapter = await loadEip155Adapter({ window })
    await adapter.connect({ connectorId: ALPHA, network })
    return { adapter, wallets }
  }

  it('default: a native send moves the amount and charges the estimated fee', async () => {
    const { adapter } = await connected()
    const request = { to: RECEIVER, amount: parseEther('0.5'), network }
    const { fee } = await adapter.estimateTransferFee(request)
    expect(fee).toBeGreaterThan(0n)
    const [before, receiverBefore] = await Promise.all([
      chain().getBalance({ address: DEV_0 }),
      chain().getBalance({ address: RECEIVER }),
    ])
    const hash = await adapter.transfer(request)
    const receipt = await chain().waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect((await chain().getBalance({ address: RECEIVER })) - receiverBefore).toBe(
      parseEther('0.5'),
    )
    const spent = before - (await chain().getBalance({ address: DEV_0 }))
    expect(spent).toBe(parseEther('0.5') + receipt.gasUsed * receipt.effectiveGasPrice)
    expect(receipt.gasUsed * receipt.effectiveGasPrice).toBeLessThanOrEqual(fee)
  })

  it('parameters: USDC (standard ERC-20) and the USDT variant (transfer returns nothing) both send', async () => {
    const { adapter } = await connected()
    for (const symbol of ['USDC', 'USDT'] as const) {
      const token = { address: tokens[symbol], decimals: 6, symbol }
      const before = await tokenBalance(tokens[symbol], RECEIVER)
      const amount = parseUnits('12.5', 6)
      expect(
        (await adapter.estimateTransferFee({ to: RECEIVER, amount, token, network })).fee,
      ).toBeGreaterThan(0n)
      const hash = await adapter.transfer({ to: RECEIVER, amount, token, network })
      await chain().waitForTransactionReceipt({ hash: hash as `0x${string}` })
      expect((await tokenBalance(tokens[symbol], RECEIVER)) - before).toBe(amount)
    }
  })

  it('behavior: the USDT answer cannot be decoded with the standard ABI, only with its own', () => {
    const decode = (symbol: string) =>
      decodeFunctionResult({
        abi: transferAbiFor({ symbol }),
        functionName: 'transfer',
        data: '0x',
      })
    expect(() => decode('USDC')).toThrow()
    expect(decode('USDT')).toBeUndefined()
  })

  it('behavior: a rejection comes out as USER_REJECTED and nothing is sent', async () => {
    const { adapter, wallets } = await connected()
    wallets.alpha.update({ mode: 'reject' })
    const before = await chain().getBalance({ address: RECEIVER })
    const error = await adapter.transfer({ to: RECEIVER, amount: 1n, network }).catch((e) => e)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(await chain().getBalance({ address: RECEIVER })).toBe(before)
  })

  it('behavior: a send for another network than the wallet is on is refused', async () => {
    const { adapter } = await connected()
    const other = { ...network, id: 8453, caipNetworkId: 'eip155:8453' as const }
    const error = await adapter
      .transfer({ to: RECEIVER, amount: 1n, network: other })
      .catch((e) => e)
    expect(isPorticoError(error, 'WALLET_CHAIN_DISCONNECTED')).toBe(true)
  })

  it('parameters: isValidAddress takes 0x and 40 hex characters whose mixed case is the EIP-55 checksum', async () => {
    const { adapter } = await connected()
    expect(adapter.isValidAddress(RECEIVER)).toBe(true)
    expect(adapter.isValidAddress(RECEIVER.slice(2))).toBe(false)
    expect(adapter.isValidAddress(RECEIVER.toLowerCase())).toBe(true)
    expect(adapter.isValidAddress('0x000000000000000000000000000000000000deAD')).toBe(false)
    expect(adapter.isValidAddress('0x1234')).toBe(false)
    expect(adapter.isValidAddress('alice.portico.id')).toBe(false)
  })
})
