import { Psbt } from 'bitcoinjs-lib'
import { signBip322Simple } from '../../../modal/chains/bip122/bip322'
import { fromBase64 } from '../../../modal/chains/bip122/bytes'
import type {
  BitcoinSignTransactionInput,
  BitcoinStandardWallet,
  BitcoinWalletAccount,
} from '../../../modal/chains/bip122/walletStandard'
import { labBitcoinNetwork } from '../../chains/bitcoin/bitcoinLib'
import type { SimulatedWalletMode } from '../settings'
import { labBitcoinAccount } from './labBitcoinKeys'

/** How the simulated bitcoin wallet answers its prompts (the lab panel writes these). */
export interface SimulatedBitcoinWalletSettings {
  /** approve: prompts succeed; reject: they throw code 4001; fail: they throw failMessage. */
  mode: SimulatedWalletMode
  failMessage: string
  /** How long a prompt waits before it answers, in milliseconds. */
  delayMs: number
}

export interface SimulatedBitcoinWalletOptions {
  name?: string
  icon?: string
  /** Which lab bitcoin account the wallet holds. Default 0. */
  accountIndex?: number
  /** How a prompt waits `delayMs` (tests pass a fake). Default a real timer. */
  wait?: (ms: number) => Promise<void>
  /** Settings remembered from an earlier page load. */
  settings?: SimulatedBitcoinWalletSettings
  /** The visitor authorised the site on an earlier load: the accounts are listed at once. */
  authorized?: boolean
  /** Called after every change of settings or authorisation (the page remembers them). */
  onChange?: () => void
}

const CHAIN = 'bitcoin:regtest'
const FEATURES = ['bitcoin:connect', 'bitcoin:signTransaction', 'bitcoin:signMessage'] as const
const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Ccircle cx="4" cy="4" r="4" fill="%23f7931a"/%3E%3C/svg%3E'

/**
 * A Wallet Standard bitcoin wallet with real lab keys: a P2WPKH payment account and a P2TR
 * ordinals account on regtest. It signs PSBT inputs it is asked to sign and BIP-322 messages.
 * `prompts` counts what it was asked, so tests can prove a refusal came before the wallet.
 *
 * @example
 * ```ts
 * const sim = createSimulatedBitcoinWallet()
 * sim.update({ mode: 'reject' })
 * const adapter = createBip122Adapter({ wallets: () => [sim.wallet], fetch })
 * ```
 */
export function createSimulatedBitcoinWallet(options: SimulatedBitcoinWalletOptions = {}) {
  const keys = labBitcoinAccount(options.accountIndex ?? 0)
  const wait = options.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  let settings: SimulatedBitcoinWalletSettings = options.settings ?? {
    mode: 'approve',
    failMessage: 'Internal error',
    delayMs: 0,
  }
  const changed = () => options.onChange?.()
  const prompts: string[] = []
  const account = (address: string, publicKey: Uint8Array): BitcoinWalletAccount => ({
    address,
    publicKey,
    chains: [CHAIN],
    features: FEATURES,
  })
  const payment = account(keys.payment.address, keys.payment.publicKey)
  const ordinals = account(keys.ordinals.address, keys.ordinals.internalPubkey)
  let accounts: readonly BitcoinWalletAccount[] = options.authorized ? [payment, ordinals] : []

  const prompt = async (what: string) => {
    prompts.push(what)
    if (settings.delayMs > 0) await wait(settings.delayMs)
    if (settings.mode === 'reject')
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    if (settings.mode === 'fail') throw new Error(settings.failMessage)
  }
  const own = (asked: BitcoinWalletAccount) => {
    if (asked.address === payment.address) return 'payment'
    if (asked.address === ordinals.address) return 'ordinals'
    throw new Error(`Unknown account ${asked.address}`)
  }
  const signPsbt = (input: BitcoinSignTransactionInput) => {
    const psbt = Psbt.fromBuffer(input.psbt, { network: labBitcoinNetwork })
    for (const { account: asked, signingIndexes } of input.inputsToSign) {
      const kind = own(asked)
      for (const index of signingIndexes) {
        if (kind === 'ordinals' && !psbt.data.inputs[index]?.tapInternalKey) {
          psbt.updateInput(index, { tapInternalKey: keys.ordinals.internalPubkey })
        }
        psbt.signInput(index, keys[kind].signer)
      }
    }
    return { signedPsbt: psbt.toBuffer() }
  }

  const wallet: BitcoinStandardWallet = {
    version: '1.0.0',
    name: options.name ?? 'Lab Bitcoin Wallet',
    icon: options.icon ?? ICON,
    chains: [CHAIN],
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async () => {
          await prompt('connect')
          accounts = [payment, ordinals]
          changed()
          return { accounts }
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (...inputs: BitcoinSignTransactionInput[]) => {
          await prompt('signTransaction')
          return inputs.map(signPsbt)
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (
          ...inputs: { account: BitcoinWalletAccount; message: Uint8Array }[]
        ) => {
          await prompt('signMessage')
          return inputs.map(({ account: asked, message }) => {
            const kind = own(asked)
            const signature = signBip322Simple({
              message: new TextDecoder().decode(message),
              address: asked.address,
              network: labBitcoinNetwork,
              signer: keys[kind].signer,
              ...(kind === 'ordinals' ? { internalKey: keys.ordinals.internalPubkey } : {}),
            })
            return { signedMessage: message, signature: fromBase64(signature) }
          })
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          accounts = []
          changed()
        },
      },
    },
  }

  return {
    wallet,
    keys,
    /** What the wallet was asked, oldest first (`connect`, `signTransaction`, `signMessage`). */
    prompts: () => [...prompts],
    settings: () => ({ ...settings }),
    /** Whether the site is authorised (the wallet lists its accounts without a prompt). */
    get authorized() {
      return accounts.length > 0
    },
    /** The visitor revokes the site in the wallet: no accounts until the next connect. */
    revoke() {
      accounts = []
      changed()
    },
    update(patch: Partial<SimulatedBitcoinWalletSettings>) {
      const next = { ...settings, ...patch }
      if (!['approve', 'reject', 'fail'].includes(next.mode))
        throw new RangeError('Invalid setting: mode')
      if (!Number.isInteger(next.delayMs) || next.delayMs < 0)
        throw new RangeError('Invalid setting: delayMs')
      settings = next
      changed()
      return { ...settings }
    },
  }
}

export type SimulatedBitcoinWallet = ReturnType<typeof createSimulatedBitcoinWallet>
