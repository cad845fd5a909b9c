import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SolanaSimulator } from '../chains/solana/solanaSimulator'
import { FrameSolana } from './frameSolana'

const ADA = 'ada@example.test'
let chain: SolanaSimulator
let connection: Connection
const solana = new FrameSolana(() => chain.rpcUrl)

beforeAll(async () => {
  chain = new SolanaSimulator()
  await chain.start()
  connection = new Connection(chain.rpcUrl!, { commitment: 'confirmed' })
})
afterAll(async () => {
  await chain.stop()
})

/** A SOL transfer from `from`, serialized unsigned as the page hands it to the frame. */
async function transfer(from: PublicKey, to: PublicKey, lamports: number): Promise<string> {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight })
  tx.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }))
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64')
}

describe('FrameSolana', () => {
  it('default: one ed25519 key per identity, its address funded with 1 SOL on the lab chain', async () => {
    const address = await solana.addressOf(ADA)
    expect(address).toBe(FrameSolana.keypairOf('ADA@example.test').publicKey.toBase58())
    expect(address).not.toBe(FrameSolana.keypairOf('bob@example.test').publicKey.toBase58())
    expect(await connection.getBalance(new PublicKey(address))).toBe(LAMPORTS_PER_SOL)
    const user = await solana.user(ADA, 'solana:lab', ADA)
    expect(user).toMatchObject({ address, chainId: 'solana:lab', preferredAccountType: 'eoa' })
  })

  it('behavior: after a reset the next use tops the balance up to 1 SOL again (each replay starts alike)', async () => {
    const address = new PublicKey(await solana.addressOf(ADA))
    const spend = async (lamports: number) => {
      const tx = await transfer(address, Keypair.generate().publicKey, lamports)
      await solana.answer(ADA, 'solana_signAndSendTransaction', { transaction: tx })
    }
    await spend(600_000_000)
    await solana.addressOf(ADA)
    expect(await connection.getBalance(address)).toBeLessThan(400_000_000)
    solana.reset()
    await solana.addressOf(ADA)
    expect(await connection.getBalance(address)).toBe(LAMPORTS_PER_SOL)
    // Two replays in a row that each spend 0.6 SOL: the second has its SOL too.
    await spend(600_000_000)
    expect(await connection.getBalance(address)).toBeLessThan(400_000_000)
    solana.reset()
    await solana.addressOf(ADA)
    expect(await connection.getBalance(address)).toBe(LAMPORTS_PER_SOL)
  })

  it('behavior: solana_signMessage signs the base58 message; the signature verifies with ed25519', async () => {
    const message = new TextEncoder().encode('hello from the lab')
    const { signature } = (await solana.answer(ADA, 'solana_signMessage', {
      message: getBase58Decoder().decode(message),
    })) as { signature: string }
    const key = FrameSolana.keypairOf(ADA).publicKey.toBytes()
    expect(ed25519.verify(new Uint8Array(getBase58Encoder().encode(signature)), message, key)).toBe(
      true,
    )
  })

  it('behavior: solana_signAndSendTransaction moves SOL on the lab chain; signTransaction and signAll sign without sending', async () => {
    const from = new PublicKey(await solana.addressOf(ADA))
    const to = Keypair.generate().publicKey
    const { signature } = (await solana.answer(ADA, 'solana_signAndSendTransaction', {
      transaction: await transfer(from, to, 250_000_000),
    })) as { signature: string }
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await connection.getBalance(to)).toBe(250_000_000)
    const unsigned = await transfer(from, to, 1_000)
    const { transaction } = (await solana.answer(ADA, 'solana_signTransaction', {
      transaction: unsigned,
    })) as { transaction: string }
    expect(Transaction.from(Buffer.from(transaction, 'base64')).verifySignatures()).toBe(true)
    const all = (await solana.answer(ADA, 'solana_signAllTransactions', {
      transactions: [unsigned, unsigned],
    })) as { transactions: string[] }
    expect(all.transactions).toEqual([transaction, transaction])
    expect(await connection.getBalance(to)).toBe(250_000_000)
  })

  it('parameters: a transaction that does not need the account, a malformed one, or an unknown method is refused', async () => {
    const stranger = Keypair.generate().publicKey
    const foreign = await transfer(stranger, stranger, 1)
    await expect(
      solana.answer(ADA, 'solana_signTransaction', { transaction: foreign }),
    ).rejects.toThrow('the transaction does not need this account')
    await expect(
      solana.answer(ADA, 'solana_signTransaction', { transaction: 'bm90IGEgdHg=' }),
    ).rejects.toThrow('malformed transaction')
    await expect(solana.answer(ADA, 'solana_signIn', {})).rejects.toThrow('unsupported')
  })
})
