import { address, lamports } from '@solana/kit'
import type { PublicKey } from '@solana/web3.js'
import {
  associatedTokenAddress,
  MINT_SIZE,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM_ID,
} from '../../../modal/chains/solana/spl'
import {
  LAB_SOL_PER_ACCOUNT,
  LAB_SOLANA_ACCOUNTS,
  LAB_USDC,
  LAB_USDC_HOLDERS,
  LAB_USDC_PER_ACCOUNT,
  solanaDevKeypair,
} from './labSolanaKeys'
import type { SolanaLedger } from './solanaLedger'

const LAMPORTS_PER_SOL = 1_000_000_000n

/** An initialized SPL mint with no freeze authority. */
function mintBytes(authority: PublicKey, supply: bigint, decimals: number): Uint8Array {
  const data = new Uint8Array(MINT_SIZE)
  const view = new DataView(data.buffer)
  view.setUint32(0, 1, true)
  data.set(authority.toBytes(), 4)
  view.setBigUint64(36, supply, true)
  data[44] = decimals
  data[45] = 1
  return data
}

/** An initialized SPL token account holding `amount` (no delegate, not native). */
function tokenAccountBytes(mint: PublicKey, owner: PublicKey, amount: bigint): Uint8Array {
  const data = new Uint8Array(TOKEN_ACCOUNT_SIZE)
  const view = new DataView(data.buffer)
  data.set(mint.toBytes(), 0)
  data.set(owner.toBytes(), 32)
  view.setBigUint64(64, amount, true)
  data[108] = 1
  return data
}

function setProgramAccount(ledger: SolanaLedger, key: PublicKey, data: Uint8Array): void {
  ledger.svm.setAccount({
    address: address(key.toBase58()),
    data,
    executable: false,
    lamports: lamports(ledger.svm.minimumBalanceForRentExemption(BigInt(data.length))),
    programAddress: address(TOKEN_PROGRAM_ID.toBase58()),
    space: BigInt(data.length),
  })
}

/**
 * The lab chain's starting state: lab accounts 0–7 with 100 SOL each, the lab USDC mint
 * (6 decimals, authority account 0), and 1,000 USDC in the associated token accounts of
 * accounts 0–3. Accounts 4–7 have no token account, for "send to a fresh receiver".
 *
 * @example
 * ```ts
 * seedLabGenesis(new SolanaLedger())
 * ```
 */
export function seedLabGenesis(ledger: SolanaLedger): void {
  for (let index = 0; index < LAB_SOLANA_ACCOUNTS; index++) {
    ledger.airdrop(
      solanaDevKeypair(index).publicKey.toBase58(),
      LAB_SOL_PER_ACCOUNT * LAMPORTS_PER_SOL,
    )
  }
  const unit = 10n ** BigInt(LAB_USDC.decimals)
  const perHolder = LAB_USDC_PER_ACCOUNT * unit
  const authority = solanaDevKeypair(0).publicKey
  const supply = perHolder * BigInt(LAB_USDC_HOLDERS)
  setProgramAccount(ledger, LAB_USDC.mint, mintBytes(authority, supply, LAB_USDC.decimals))
  for (let index = 0; index < LAB_USDC_HOLDERS; index++) {
    const owner = solanaDevKeypair(index).publicKey
    const ata = associatedTokenAddress(owner, LAB_USDC.mint)
    setProgramAccount(ledger, ata, tokenAccountBytes(LAB_USDC.mint, owner, perHolder))
  }
}
