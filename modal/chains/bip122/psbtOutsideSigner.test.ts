import { HDKey } from '@scure/bip32'
import { crypto, type HDSigner, initEccLib, networks, Psbt, payments } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import * as tinysecp from 'tiny-secp256k1'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type BitcoinSimulator,
  createBitcoinSimulator,
} from '../../../simulators/chains/bitcoin/bitcoinSimulator'
import { labBitcoinAccount } from '../../../simulators/wallets/bitcoin/labBitcoinKeys'
import type { CaipNetwork } from '../../core/caip/types'
import { ensureEccLib } from './bitcoinLib'
import { toHex } from './bytes'
import { loadBip122Adapter } from './loadBip122Adapter'
import { createBitcoinRegtestNetwork } from './networks'
import type {
  BitcoinSignTransactionInput,
  BitcoinStandardWallet,
  BitcoinWalletAccount,
} from './walletStandard'

/*
 * An outside wallet: its keys come from a BIP-32 seed Portico never sees, and it signs with the
 * reference libraries only (bitcoinjs-lib, ecpair, tiny-secp256k1), finding its key from what
 * the PSBT says (BIP-174 bip32Derivation, BIP-371 tapInternalKey / tapBip32Derivation) the way
 * a hardware or remote signer does. What it returns finalised, Portico broadcasts on the lab chain.
 */
const ECPair = ECPairFactory(tinysecp)
const regtest = networks.regtest
const root = HDKey.fromMasterSeed(new Uint8Array(32).fill(7))
const fingerprint = new Uint8Array(4)
new DataView(fingerprint.buffer).setUint32(0, root.fingerprint)
const PATHS = { p2tr: "m/86'/1'/0'/0/0", p2wpkh: "m/84'/1'/0'/0/0" } as const
type Kind = keyof typeof PATHS
const CENT = 1_000_000n
const bob = labBitcoinAccount(1)

const nodeAt = (path: string) => root.derive(path)
const xOnly = (key: Uint8Array) => key.slice(1, 33)

/** The account the wallet connects: its address and public key, its key origin if `withOrigin`. */
function outsideAccount(kind: Kind, withOrigin: boolean): BitcoinWalletAccount {
  const node = nodeAt(PATHS[kind])
  const publicKey = node.publicKey as Uint8Array
  const address =
    kind === 'p2tr'
      ? payments.p2tr({ internalPubkey: xOnly(publicKey), network: regtest }).address
      : payments.p2wpkh({ pubkey: publicKey, network: regtest }).address
  return {
    address: address as string,
    publicKey,
    chains: ['bitcoin:regtest'],
    features: ['bitcoin:connect', 'bitcoin:signTransaction'],
    ...(withOrigin
      ? { bip32Derivation: { masterFingerprint: fingerprint, path: PATHS[kind] } }
      : {}),
  }
}

/** bitcoinjs-lib's HD signer over the seed: it derives what a bip32Derivation names. */
const hdSigner = (node: HDKey): HDSigner => ({
  publicKey: node.publicKey as Uint8Array,
  fingerprint,
  derivePath: (path) => hdSigner(root.derive(path)),
  sign: (hash) => ECPair.fromPrivateKey(node.privateKey as Uint8Array).sign(hash),
})

/** The private key a taproot input asks for: by its tapBip32Derivation, else by tapInternalKey. */
function taprootKey(input: Psbt['data']['inputs'][number]): Uint8Array {
  const internal = input.tapInternalKey
  if (!internal) throw new Error('no tapInternalKey: nothing says which key signs this input')
  const origin = input.tapBip32Derivation?.find(
    (d) => toHex(d.masterFingerprint) === toHex(fingerprint),
  )
  const node = nodeAt(origin?.path ?? PATHS.p2tr)
  if (toHex(xOnly(node.publicKey as Uint8Array)) !== toHex(internal)) throw new Error('not my key')
  if (origin && toHex(origin.pubkey) !== toHex(internal)) throw new Error('derivation mismatch')
  return node.privateKey as Uint8Array
}

function outsideSign(bytes: Uint8Array, seen: Psbt[]): Uint8Array {
  initEccLib(tinysecp)
  const psbt = Psbt.fromBuffer(bytes, { network: regtest })
  seen.push(Psbt.fromBuffer(bytes, { network: regtest }))
  psbt.data.inputs.forEach((input, index) => {
    if (input.tapInternalKey || input.witnessUtxo?.script[0] === 0x51) {
      const key = ECPair.fromPrivateKey(taprootKey(input))
      const tweak = crypto.taggedHash('TapTweak', input.tapInternalKey as Uint8Array)
      psbt.signInput(index, key.tweak(tweak))
    } else if (input.bip32Derivation) {
      psbt.signInputHD(index, hdSigner(root))
    } else {
      psbt.signInput(index, ECPair.fromPrivateKey(nodeAt(PATHS.p2wpkh).privateKey as Uint8Array))
    }
  })
  psbt.finalizeAllInputs()
  ensureEccLib()
  return psbt.toBuffer()
}

function outsideWallet(account: BitcoinWalletAccount, seen: Psbt[]): BitcoinStandardWallet {
  return {
    version: '1.0.0',
    name: 'Outside Signer',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    chains: ['bitcoin:regtest'],
    accounts: [],
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (...inputs: BitcoinSignTransactionInput[]) =>
          inputs.map(({ psbt }) => ({ signedPsbt: outsideSign(psbt, seen) })),
      },
    },
  }
}

let chain: BitcoinSimulator
let network: CaipNetwork
beforeEach(async () => {
  chain = createBitcoinSimulator()
  await chain.start()
  network = createBitcoinRegtestNetwork(chain.url)
})
afterEach(() => chain.stop())

/** Connects the outside wallet, funds it with two blocks, sends 0.01 BTC to bob, mines it. */
async function sendFrom(kind: Kind, withOrigin: boolean) {
  const account = outsideAccount(kind, withOrigin)
  const seen: Psbt[] = []
  const adapter = await loadBip122Adapter({ wallets: () => [outsideWallet(account, seen)], fetch })
  const [connector] = adapter.listConnectors()
  const { address } = await adapter.connect({ connectorId: connector?.id ?? '', network })
  expect(address).toBe(account.address)
  await chain.command('mine', { address, blocks: 2 })
  // Two coinbase coins, 50 BTC each: 60 BTC needs both inputs.
  const txid = await adapter.transfer!({ to: bob.payment.address, amount: 6_000_000_000n, network })
  expect(chain.ledger.mempool()).toEqual([txid])
  await chain.command('mine', { address: bob.ordinals.address })
  expect(chain.ledger.mempool()).toEqual([])
  const [psbt] = seen
  return { psbt: psbt as Psbt, account, txid }
}

describe('send PSBTs as BIP-174 / BIP-371 say, signed by an outside wallet (bitcoinjs-lib, ecpair, tiny-secp256k1)', () => {
  it('default: taproot: every input carries witnessUtxo, tapInternalKey and tapBip32Derivation; signed, broadcast, mined', async () => {
    const { psbt, account } = await sendFrom('p2tr', true)
    const internal = xOnly(account.publicKey)
    expect(psbt.data.inputs).toHaveLength(2)
    for (const input of psbt.data.inputs) {
      expect(input.witnessUtxo?.script).toEqual(payments.p2tr({ internalPubkey: internal }).output)
      expect(input.tapInternalKey).toEqual(internal)
      expect(input.tapBip32Derivation).toEqual([
        { masterFingerprint: fingerprint, pubkey: internal, path: PATHS.p2tr, leafHashes: [] },
      ])
    }
    // The change output says it is the wallet's own.
    expect(psbt.data.outputs[1]?.tapInternalKey).toEqual(internal)
  })

  it('behavior: taproot without a key origin: tapInternalKey alone lets the signer find its key', async () => {
    const { psbt, account } = await sendFrom('p2tr', false)
    for (const input of psbt.data.inputs) {
      expect(input.tapInternalKey).toEqual(xOnly(account.publicKey))
      expect(input.tapBip32Derivation).toBeUndefined()
    }
  })

  it('default: p2wpkh: every input carries witnessUtxo and bip32Derivation; bitcoinjs-lib signs by HD derivation', async () => {
    const { psbt, account } = await sendFrom('p2wpkh', true)
    for (const input of psbt.data.inputs) {
      expect(input.witnessUtxo?.script).toEqual(
        payments.p2wpkh({ pubkey: account.publicKey }).output,
      )
      expect(input.bip32Derivation).toEqual([
        { masterFingerprint: fingerprint, pubkey: account.publicKey, path: PATHS.p2wpkh },
      ])
      expect(input.tapInternalKey).toBeUndefined()
    }
  })

  it('behavior: a public key that does not make the account address is not written into the PSBT', async () => {
    const account = {
      ...outsideAccount('p2tr', true),
      publicKey: nodeAt(PATHS.p2wpkh).publicKey as Uint8Array,
    }
    const seen: Psbt[] = []
    const adapter = await loadBip122Adapter({
      wallets: () => [outsideWallet(account, seen)],
      fetch,
    })
    const [connector] = adapter.listConnectors()
    const { address } = await adapter.connect({ connectorId: connector?.id ?? '', network })
    await chain.command('mine', { address })
    // The outside signer needs tapInternalKey; without a true one it refuses to sign.
    await expect(
      adapter.transfer!({ to: bob.payment.address, amount: CENT, network }),
    ).rejects.toThrow()
    expect(seen[0]?.data.inputs[0]?.tapInternalKey).toBeUndefined()
    expect(seen[0]?.data.inputs[0]?.tapBip32Derivation).toBeUndefined()
  })
})
