import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  decodeTokenAccount,
  TOKEN_PROGRAM_ID,
  transferCheckedInstruction,
} from '../../../modal/chains/solana/spl'
import { LAB_USDC, solanaDevKeypair } from './labSolanaKeys'
import { SolanaSimulator } from './solanaSimulator'

describe('SolanaSimulator', () => {
  let solana: SolanaSimulator
  let connection: Connection
  beforeEach(async () => {
    solana = new SolanaSimulator()
    await solana.start()
    connection = new Connection(solana.rpcUrl!, {
      wsEndpoint: solana.wsUrl!,
      commitment: 'confirmed',
    })
  })
  afterEach(async () => {
    await solana.stop()
  })

  it('default: lab accounts hold 100 SOL and 1,000 lab USDC on a fresh chain', async () => {
    const alice = solanaDevKeypair(0).publicKey
    expect(await connection.getBalance(alice)).toBe(100 * LAMPORTS_PER_SOL)
    const { value } = await connection.getTokenAccountsByOwner(alice, { mint: LAB_USDC.mint })
    expect(value).toHaveLength(1)
    expect(decodeTokenAccount(value[0]!.account.data)?.amount).toBe(1_000_000_000n)
    const parsed = await connection.getParsedTokenAccountsByOwner(alice, {
      programId: TOKEN_PROGRAM_ID,
    })
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.uiAmount).toBe(1000)
    const fresh = await connection.getTokenAccountsByOwner(solanaDevKeypair(5).publicKey, {
      mint: LAB_USDC.mint,
    })
    expect(fresh.value).toHaveLength(0)
  })

  it('parameters: the tokenBalance command reads an owner’s lab USDC, null without a token account', async () => {
    const holder = solanaDevKeypair(0).publicKey.toBase58()
    expect(await solana.command('tokenBalance', { owner: holder })).toEqual({
      amount: '1000000000',
    })
    const fresh = solanaDevKeypair(5).publicKey.toBase58()
    expect(await solana.command('tokenBalance', { owner: fresh })).toEqual({ amount: null })
    await expect(solana.command('tokenBalance', { owner: 'nope' })).rejects.toThrow(TypeError)
  })

  it('behavior: sendAndConfirmTransaction completes through signatureSubscribe', async () => {
    const alice = solanaDevKeypair(0)
    const bob = Keypair.generate().publicKey
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob, lamports: 250_000_000 }),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [alice])
    expect(await connection.getBalance(bob)).toBe(250_000_000)
    expect(await connection.getBalance(alice.publicKey)).toBe(
      100 * LAMPORTS_PER_SOL - 250_000_000 - 5000,
    )
    const [status] = (await connection.getSignatureStatuses([signature])).value
    expect(status?.confirmationStatus).toBe('finalized')
  })

  it('behavior: the read methods answer in the shapes web3.js checks', async () => {
    const alice = solanaDevKeypair(0).publicKey
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(lastValidBlockHeight).toBeGreaterThan(await connection.getBlockHeight())
    expect(await connection.getSlot()).toBeGreaterThanOrEqual(0)
    expect((await connection.getVersion())['solana-core']).toBe('2.1.0')
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBeGreaterThan(0)
    const mint = await connection.getAccountInfo(LAB_USDC.mint)
    expect(mint?.owner.equals(TOKEN_PROGRAM_ID)).toBe(true)
    const [ata, none] = await connection.getMultipleAccountsInfo([
      associatedTokenAddress(alice, LAB_USDC.mint),
      new PublicKey(new Uint8Array(32).fill(7)),
    ])
    expect(ata?.data.length).toBe(165)
    expect(none).toBeNull()
    const tx = new Transaction({ feePayer: alice, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: alice, toPubkey: alice, lamports: 1 }),
    )
    expect((await connection.getFeeForMessage(tx.compileMessage())).value).toBe(5000)
    const airdrop = await connection.requestAirdrop(Keypair.generate().publicKey, 1_000_000)
    expect(typeof airdrop).toBe('string')
  })

  it('behavior: the same airdrop twice in a row lands twice (LiteSVM alone refuses the second as AlreadyProcessed)', async () => {
    const to = Keypair.generate().publicKey
    const first = await connection.requestAirdrop(to, 600_005_000)
    const second = await connection.requestAirdrop(to, 600_005_000)
    expect(second).not.toBe(first)
    expect(await connection.getBalance(to)).toBe(1_200_010_000)
  })

  it('behavior: advance moves the slot on with a new blockhash', async () => {
    const before = await connection.getLatestBlockhash()
    const result = (await solana.command('advance', { slots: 5 })) as { slot: number }
    const after = await connection.getLatestBlockhash()
    expect(after.blockhash).not.toBe(before.blockhash)
    expect(result.slot).toBe(await connection.getSlot())
  })

  it('behavior: advanceTime follows the virtual clock at 400 ms a slot', async () => {
    const slot = await connection.getSlot()
    const result = (await solana.command('advanceTime', { ms: 30_000 })) as { slot: number }
    expect(result.slot).toBe(slot + 75)
    expect(await connection.getSlot()).toBe(slot + 75)
  })

  it('behavior: a dropped sendTransaction fails the send and changes no balance', async () => {
    const alice = solanaDevKeypair(1)
    const bob = Keypair.generate().publicKey
    await solana.command('setFault', { key: 'RPC sendTransaction', drop: true, times: 1 })
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob, lamports: 1_000 }),
    )
    await expect(sendAndConfirmTransaction(connection, tx, [alice])).rejects.toThrow()
    expect(await connection.getBalance(bob)).toBe(0)
    expect(await connection.getBalance(alice.publicKey)).toBe(100 * LAMPORTS_PER_SOL)
  })

  it('behavior: a transaction that would fail is refused at preflight', async () => {
    const poor = Keypair.generate()
    await connection.requestAirdrop(poor.publicKey, 1_000_000)
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: solanaDevKeypair(0).publicKey,
        lamports: 1e9,
      }),
    )
    await expect(sendAndConfirmTransaction(connection, tx, [poor])).rejects.toThrow(
      /simulation failed/,
    )
    expect(await connection.getBalance(poor.publicKey)).toBe(1_000_000)
  })

  it('behavior: revert puts SOL, lab USDC and the transaction log back as at the snapshot, and the chain still sends after it', async () => {
    const alice = solanaDevKeypair(0)
    const bob = Keypair.generate().publicKey
    const usdc = async (owner: PublicKey) =>
      (
        (await solana.command('tokenBalance', { owner: owner.toBase58() })) as {
          amount: string | null
        }
      ).amount
    const send = () =>
      sendAndConfirmTransaction(
        connection,
        new Transaction().add(
          SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob, lamports: 1e9 }),
          createAssociatedTokenAccountIdempotent({
            payer: alice.publicKey,
            owner: bob,
            mint: LAB_USDC.mint,
          }),
          transferCheckedInstruction({
            source: associatedTokenAddress(alice.publicKey, LAB_USDC.mint),
            mint: LAB_USDC.mint,
            destination: associatedTokenAddress(bob, LAB_USDC.mint),
            owner: alice.publicKey,
            amount: 5_000_000n,
            decimals: LAB_USDC.decimals,
          }),
        ),
        [alice],
      )
    const { id } = (await solana.command('snapshot')) as { id: string }
    const logged = ((await solana.command('history')) as unknown[]).length
    await send()
    expect(await connection.getBalance(bob)).toBe(1e9)
    expect(await usdc(bob)).toBe('5000000')
    expect(await solana.command('revert', { id })).toEqual({ id })
    expect(await connection.getBalance(bob)).toBe(0)
    expect(await connection.getBalance(alice.publicKey)).toBe(100 * LAMPORTS_PER_SOL)
    expect(await usdc(alice.publicKey)).toBe('1000000000')
    expect(await usdc(bob)).toBeNull()
    expect((await solana.command('history')) as unknown[]).toHaveLength(logged)
    await expect(solana.command('revert', { id })).rejects.toThrow(/snapshot this chain took/)
    await send() // the token programs and the blockhash survive a revert
    expect(await usdc(bob)).toBe('5000000')
    expect(await connection.getBalance(bob)).toBe(1e9)
  })
})
