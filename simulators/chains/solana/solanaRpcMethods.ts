import { decodeMint, decodeTokenAccount, TOKEN_PROGRAM_ID } from '../../../modal/chains/solana/spl'
import { isPublicKey, LAB_SOLANA_GENESIS_HASH } from './labSolanaKeys'
import {
  BLOCKHASH_VALIDITY,
  LAMPORTS_PER_SIGNATURE,
  type SolanaLedger,
  SolanaRpcError,
} from './solanaLedger'

type Params = readonly unknown[]
type Handler = (ledger: SolanaLedger, params: Params) => unknown

const invalid = (what: string) => new SolanaRpcError(-32602, `Invalid params: ${what}`)

function key(params: Params, index: number): string {
  const value = params[index]
  if (!isPublicKey(value)) throw invalid(`param ${index} is not a public key`)
  return value
}

function config(params: Params, index: number): Record<string, unknown> {
  const value = params[index]
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function base64Param(params: Params, index: number): Uint8Array {
  const value = params[index]
  if (typeof value !== 'string') throw invalid(`param ${index} is not a string`)
  const encoding = config(params, index + 1).encoding
  if (encoding !== undefined && encoding !== 'base64') throw invalid('only base64 is served')
  return new Uint8Array(Buffer.from(value, 'base64'))
}

/** A value with the `{context: {slot}}` wrapper Solana's RPC puts around most answers. */
const withContext = (ledger: SolanaLedger, value: unknown) => ({
  context: { apiVersion: '2.1.0', slot: ledger.slot },
  value,
})

/** An account in the RPC's base64 shape, or null. */
function accountJson(ledger: SolanaLedger, pubkey: string) {
  const account = ledger.account(pubkey)
  if (!account) return null
  return {
    data: [Buffer.from(account.data).toString('base64'), 'base64'],
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: 0,
    space: Number(account.space),
  }
}

/** A token account in the RPC's jsonParsed shape (what wallets and explorers read). */
function parsedTokenAccount(ledger: SolanaLedger, pubkey: string) {
  const raw = accountJson(ledger, pubkey)
  const token = decodeTokenAccount(ledger.account(pubkey)?.data ?? new Uint8Array())
  if (!raw || !token) return raw
  const mint = decodeMint(ledger.account(token.mint)?.data ?? new Uint8Array())
  const decimals = mint?.decimals ?? 0
  const uiAmountString = (Number(token.amount) / 10 ** decimals).toString()
  const tokenAmount = {
    amount: token.amount.toString(),
    decimals,
    uiAmount: Number(uiAmountString),
    uiAmountString,
  }
  const info = {
    isNative: false,
    mint: token.mint,
    owner: token.owner,
    state: 'initialized',
    tokenAmount,
  }
  return { ...raw, data: { program: 'spl-token', parsed: { info, type: 'account' }, space: 165 } }
}

/** The required signatures of a wire message (legacy or v0): the first header byte. */
function requiredSignatures(message: Uint8Array): number {
  const versioned = (message[0] ?? 0) & 0x80
  return message[versioned ? 1 : 0] ?? 0
}

function tokenAccountsByOwner(ledger: SolanaLedger, params: Params) {
  const owner = key(params, 0)
  const filter = config(params, 1)
  const parsed = config(params, 2).encoding === 'jsonParsed'
  if (filter.programId !== undefined && filter.programId !== TOKEN_PROGRAM_ID.toBase58()) {
    return withContext(ledger, [])
  }
  const accounts = ledger.svm
    .getProgramAccounts(
      TOKEN_PROGRAM_ID.toBase58() as Parameters<typeof ledger.svm.getProgramAccounts>[0],
    )
    .filter((account) => {
      const token = decodeTokenAccount(account.data as Uint8Array)
      return token?.owner === owner && (filter.mint === undefined || token.mint === filter.mint)
    })
    .map((account) => ({
      pubkey: account.address,
      account: parsed
        ? parsedTokenAccount(ledger, account.address)
        : accountJson(ledger, account.address),
    }))
  return withContext(ledger, accounts)
}

function signatureStatus(ledger: SolanaLedger, signature: unknown) {
  const tx = typeof signature === 'string' ? ledger.status(signature) : undefined
  if (!tx) return null
  return {
    slot: tx.slot,
    confirmations: null,
    err: tx.err,
    confirmationStatus: 'finalized',
    status: tx.err ? { Err: tx.err } : { Ok: null },
  }
}

/**
 * The JSON-RPC methods the facade serves over LiteSVM, in Solana's answer shapes, so that a
 * real `@solana/web3.js` Connection (and a wallet) can run against the lab chain.
 */
export const SOLANA_RPC_METHODS: Readonly<Record<string, Handler>> = {
  getLatestBlockhash: (ledger) =>
    withContext(ledger, {
      blockhash: ledger.blockhash,
      lastValidBlockHeight: ledger.slot + BLOCKHASH_VALIDITY,
    }),
  getBalance: (ledger, params) => withContext(ledger, Number(ledger.balance(key(params, 0)))),
  getAccountInfo: (ledger, params) => withContext(ledger, accountJson(ledger, key(params, 0))),
  getMultipleAccounts: (ledger, params) => {
    const keys = params[0]
    if (!Array.isArray(keys) || !keys.every(isPublicKey)) throw invalid('param 0 is not keys')
    return withContext(
      ledger,
      keys.map((pubkey) => accountJson(ledger, pubkey)),
    )
  },
  getTokenAccountsByOwner: tokenAccountsByOwner,
  getMinimumBalanceForRentExemption: (ledger, params) => {
    const size = params[0]
    if (typeof size !== 'number' || size < 0) throw invalid('param 0 is not a size')
    return Number(ledger.svm.minimumBalanceForRentExemption(BigInt(size)))
  },
  getFeeForMessage: (ledger, params) => {
    const message = base64Param(params, 0)
    return withContext(ledger, requiredSignatures(message) * LAMPORTS_PER_SIGNATURE)
  },
  simulateTransaction: (ledger, params) => {
    const result = ledger.simulate(base64Param(params, 0))
    return withContext(ledger, { ...result, accounts: null, returnData: null })
  },
  sendTransaction: (ledger, params) => ledger.send(base64Param(params, 0)),
  getSignatureStatuses: (ledger, params) => {
    const signatures = params[0]
    if (!Array.isArray(signatures)) throw invalid('param 0 is not a list')
    return withContext(
      ledger,
      signatures.map((signature) => signatureStatus(ledger, signature)),
    )
  },
  getSlot: (ledger) => ledger.slot,
  getBlockHeight: (ledger) => ledger.slot,
  getGenesisHash: () => LAB_SOLANA_GENESIS_HASH,
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': '2.1.0', 'feature-set': 0 }),
  requestAirdrop: (ledger, params) => {
    const amount = params[1]
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      throw invalid('param 1 is not an amount of lamports')
    }
    return ledger.airdrop(key(params, 0), BigInt(amount))
  },
}
