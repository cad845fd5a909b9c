import type { Page } from '@playwright/test'
import { u8aConcat, u8aToHex } from '@polkadot/util'
import { blake2AsU8a, decodeAddress, xxhashAsU8a } from '@polkadot/util-crypto'
import WebSocket from 'ws'
import { LAB_POLKADOT_ACCOUNTS } from '../simulators/chains/polkadot/labPolkadotKeys'
import { LAB_SOLANA_ACCOUNTS, solanaDevAddress } from '../simulators/chains/solana/labSolanaKeys'
import { devAccount } from '../simulators/labKeys'
import { labBitcoinAccount } from '../simulators/wallets/bitcoin/labBitcoinKeys'

/** What the lab state holds, one line per fact ("<chain> <account> <what>" → value). */
export type LabBalances = Record<string, string>

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`)
  return body.result
}

/** Both anvils: the head, and each dev account's balance and nonce. */
async function evm(name: string, url: string, into: LabBalances): Promise<void> {
  into[`${name} block`] = String(await rpc(url, 'eth_blockNumber'))
  for (let index = 0; index < 10; index++) {
    const { address } = devAccount(index)
    into[`${name} ${address} balance`] = String(
      await rpc(url, 'eth_getBalance', [address, 'latest']),
    )
    into[`${name} ${address} nonce`] = String(
      await rpc(url, 'eth_getTransactionCount', [address, 'latest']),
    )
  }
}

/** LiteSVM: the slot, and each lab account's SOL and SPL token accounts (lab USDC). */
async function solana(url: string, into: LabBalances): Promise<void> {
  into['solana slot'] = String(await rpc(url, 'getSlot'))
  for (let index = 0; index < LAB_SOLANA_ACCOUNTS; index++) {
    const owner = solanaDevAddress(index)
    const { value } = (await rpc(url, 'getBalance', [owner])) as { value: number }
    into[`solana ${owner} lamports`] = String(value)
    const tokens = (await rpc(url, 'getTokenAccountsByOwner', [
      owner,
      { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
      { encoding: 'base64' },
    ])) as { value: { pubkey: string; account: { data: [string, string] } }[] }
    into[`solana ${owner} tokens`] = JSON.stringify(
      tokens.value.map((t) => [t.pubkey, t.account.data[0]]).sort(),
    )
  }
}

/** The UTXO chain: tip, mempool, and the unspent outputs of each lab account's two addresses. */
async function bitcoin(url: string, into: LabBalances): Promise<void> {
  const get = async (path: string) => (await fetch(`${url}${path}`)).text()
  into['bitcoin tip'] = `${await get('/blocks/tip/height')} ${await get('/blocks/tip/hash')}`
  into['bitcoin mempool'] = await get('/mempool')
  for (let index = 0; index < 4; index++) {
    const { payment, ordinals } = labBitcoinAccount(index)
    for (const { address } of [payment, ordinals]) {
      into[`bitcoin ${address} utxos`] = await get(`/address/${address}/utxo`)
    }
  }
}

/** System.Account's storage key for `address` (twox128 × 2, then blake2_128_concat). */
function accountKey(address: string): string {
  const id = decodeAddress(address)
  return u8aToHex(
    u8aConcat(xxhashAsU8a('System', 128), xxhashAsU8a('Account', 128), blake2AsU8a(id, 128), id),
  )
}

/** chopsticks: the head number, and each lab account's whole AccountInfo (nonce, free, …). */
async function polkadot(url: string, into: LabBalances): Promise<void> {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let id = 0
  const call = (method: string, params: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const mine = ++id
      const onMessage = (data: WebSocket.RawData) => {
        const body = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: unknown }
        if (body.id !== mine) return
        socket.off('message', onMessage)
        if (body.error) reject(new Error(`${method}: ${JSON.stringify(body.error)}`))
        else resolve(body.result)
      }
      socket.on('message', onMessage)
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: mine, method, params }))
    })
  try {
    const header = (await call('chain_getHeader', [])) as { number: string }
    into['polkadot head'] = header.number
    for (const { name, address } of LAB_POLKADOT_ACCOUNTS) {
      into[`polkadot ${name} account`] = String(
        await call('state_getStorage', [accountKey(address)]),
      )
    }
  } finally {
    socket.close()
  }
}

/**
 * Every chain family's state QA would notice, read straight from the simulators the demo host
 * page points at (its frame's URL names them): both anvils, Solana, bitcoin and polkadot.
 *
 * @example
 * ```ts
 * const before = await labBalances(page)
 * // … Run all …
 * expect(await labBalances(page)).toEqual(before)
 * ```
 */
export async function labBalances(page: Page): Promise<LabBalances> {
  const src = await page.locator('iframe[title="Demo host site"]').getAttribute('src')
  const params = new URL(src ?? '', 'http://x/').searchParams
  const url = (name: string) => {
    const value = params.get(name)
    if (!value) throw new Error(`the demo host page has no ${name} URL: ${src}`)
    return value
  }
  const state: LabBalances = {}
  await evm('anvil', url('rpc'), state)
  await evm('anvil-base', url('rpcBase'), state)
  await solana(url('solanaRpc'), state)
  await bitcoin(url('bitcoin'), state)
  await polkadot(url('polkadotWs'), state)
  return state
}
