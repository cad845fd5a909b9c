import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../../../chains/solana/base58'
import { summarizeRequest } from './requestSummary'

describe('summarizeRequest', () => {
  it('default: a personal_sign shows its hex message as text', () => {
    expect(
      summarizeRequest({ method: 'personal_sign', params: ['0x68656c6c6f', '0xabc'] }, 'ETH', 18),
    ).toEqual([{ label: 'approve.message', value: 'hello' }])
  })

  it('behavior: a solana_signMessage shows its base58 message as text, and binary data as hex', () => {
    const text = encodeBase58(new TextEncoder().encode('Sign in to the lab'))
    expect(
      summarizeRequest(
        { method: 'solana_signMessage', params: { message: text, pubkey: 'x' } },
        'SOL',
        9,
      ),
    ).toEqual([{ label: 'approve.message', value: 'Sign in to the lab' }])
    const binary = encodeBase58(new Uint8Array([1, 2, 3]))
    expect(
      summarizeRequest({ method: 'solana_signMessage', params: { message: binary } }, 'SOL', 9),
    ).toEqual([{ label: 'approve.message', value: '0x010203' }])
  })

  it('behavior: a Solana SOL transfer to sign shows its receiver and amount; any other transaction shows its parameters', () => {
    const from = Keypair.generate().publicKey
    const to = Keypair.generate().publicKey
    const unsigned = (tx: Transaction) =>
      tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64')
    const transfer = new Transaction({
      feePayer: from,
      blockhash: to.toBase58(),
      lastValidBlockHeight: 1,
    })
    transfer.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 250_000_000 }))
    const request = {
      method: 'solana_signTransaction',
      params: { transaction: unsigned(transfer) },
    }
    expect(summarizeRequest(request, 'SOL', 9)).toEqual([
      { label: 'approve.to', value: to.toBase58() },
      { label: 'approve.value', value: '0.25 SOL' },
    ])
    const other = new Transaction({
      feePayer: from,
      blockhash: to.toBase58(),
      lastValidBlockHeight: 1,
    })
    other.add(
      new TransactionInstruction({
        programId: new PublicKey(to),
        keys: [],
        data: Buffer.from([1]),
      }),
    )
    const rows = summarizeRequest(
      { method: 'solana_signTransaction', params: { transaction: unsigned(other) } },
      'SOL',
      9,
    )
    expect(rows.map((row) => row.label)).toEqual(['approve.params'])
  })
})
