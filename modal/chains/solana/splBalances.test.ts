import { Connection, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  LAB_SOLANA_REFERENCE,
  LAB_USDC,
  LAB_USDC_PER_ACCOUNT,
  solanaDevAddress,
} from '../../../simulators/chains/solana/labSolanaKeys'
import { SolanaSimulator } from '../../../simulators/chains/solana/solanaSimulator'
import type { CaipNetwork } from '../../core/caip/types'
import { isPorticoError } from '../../core/errors/porticoError'
import { createLabSolanaNetwork } from './networks'
import { formatBaseUnits, readSplBalances } from './splBalances'

describe("the host's SPL tokens read from the owner's token accounts (the lab's LiteSVM chain)", () => {
  let chain: SolanaSimulator
  let network: CaipNetwork
  let rpc: Connection
  const usdc = LAB_USDC.mint.toBase58()
  beforeAll(async () => {
    chain = new SolanaSimulator()
    await chain.start()
    network = createLabSolanaNetwork(chain.rpcUrl!, LAB_SOLANA_REFERENCE)
    rpc = new Connection(chain.rpcUrl!, 'confirmed')
  })
  afterAll(() => chain.stop())

  it("default: a holder of the named mint gets its balance in the mint's decimals", async () => {
    const balances = await readSplBalances(rpc, {
      owner: solanaDevAddress(0),
      network,
      tokens: [{ address: usdc }],
    })
    expect(balances).toEqual([
      {
        name: `${usdc.slice(0, 4)}…${usdc.slice(-4)}`,
        symbol: `${usdc.slice(0, 4)}…${usdc.slice(-4)}`,
        chainId: network.caipNetworkId,
        address: `${network.caipNetworkId}:${usdc}`,
        price: 0,
        quantity: { decimals: String(LAB_USDC.decimals), numeric: String(LAB_USDC_PER_ACCOUNT) },
        iconUrl: '',
      },
    ])
  })

  it('parameters: a mint the host did not name, or an owner without a token account, gives nothing', async () => {
    const other = new PublicKey(new Uint8Array(32).fill(7)).toBase58()
    expect(
      await readSplBalances(rpc, {
        owner: solanaDevAddress(0),
        network,
        tokens: [{ address: other }],
      }),
    ).toEqual([])
    // Lab account 6 holds no lab USDC.
    expect(
      await readSplBalances(rpc, {
        owner: solanaDevAddress(6),
        network,
        tokens: [{ address: usdc }],
      }),
    ).toEqual([])
  })

  it('behavior: a node that cannot be read fails with "Token Balance Unavailable"', async () => {
    const down = new Connection('http://127.0.0.1:9', 'confirmed')
    const failure = await readSplBalances(down, {
      owner: solanaDevAddress(0),
      network,
      tokens: [{ address: usdc }],
    }).catch((error: unknown) => error)
    expect(isPorticoError(failure) && failure.code).toBe('TOKEN_BALANCE_UNAVAILABLE')
  })

  it("parameters: base units are written in the token's decimals, without trailing zeros", () => {
    expect(formatBaseUnits(1_000_500_000n, 6)).toBe('1000.5')
    expect(formatBaseUnits(42n, 0)).toBe('42')
    expect(formatBaseUnits(5n, 9)).toBe('0.000000005')
  })
})
