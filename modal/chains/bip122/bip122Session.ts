import type { CaipNetwork } from '../../core/caip/types'
import type { AdapterConnection } from '../../core/chains/chainAdapter'
import { PorticoError } from '../../core/errors/porticoError'
import { outputScriptOf, scriptKind } from './libNetwork'
import type { BitcoinStandardWallet, BitcoinWalletAccount } from './walletStandard'

/** What the adapter holds while connected. */
export interface Bip122Session {
  wallet: BitcoinStandardWallet
  /** The account that pays and receives change: P2WPKH, or P2TR when the wallet has no P2WPKH. */
  payment: BitcoinWalletAccount
  /** The kind of `payment`'s address. */
  paymentKind: 'p2wpkh' | 'p2tr'
  /** The taproot account wallets keep for ordinals, when they expose one. */
  ordinals: BitcoinWalletAccount | undefined
  network: CaipNetwork
}

/** The connector id of a Wallet Standard wallet (its name is its identity in the standard). */
export const bitcoinConnectorId = (wallet: BitcoinStandardWallet) =>
  `wallet-standard:${wallet.name}`

/**
 * Sorts a wallet's accounts into payment (P2WPKH) and ordinals (P2TR) by their address on
 * `network`, and describes the connection: the payment address is active, both are listed with
 * account type `payment` (SPEC §6). A wallet with a taproot account only pays from it. Accounts
 * on other networks are ignored.
 *
 * @example
 * ```ts
 * const { session, connection } = openSession(wallet, accounts, network)
 * ```
 */
export function openSession(
  wallet: BitcoinStandardWallet,
  accounts: readonly BitcoinWalletAccount[],
  network: CaipNetwork,
): { session: Bip122Session; connection: AdapterConnection } {
  const kind = (account: BitcoinWalletAccount) => {
    const script = outputScriptOf(account.address, network)
    return script ? scriptKind(script) : undefined
  }
  const segwit = accounts.find((a) => kind(a) === 'p2wpkh')
  const taproot = accounts.find((a) => kind(a) === 'p2tr')
  const payment = segwit ?? taproot
  if (!payment) {
    throw new PorticoError('WALLET_UNAUTHORIZED', {
      details: 'no P2WPKH or P2TR account on this network',
    })
  }
  const ordinals = segwit ? taproot : undefined
  const listed = ordinals ? [payment, ordinals] : [payment]
  return {
    session: { wallet, payment, paymentKind: segwit ? 'p2wpkh' : 'p2tr', ordinals, network },
    connection: {
      address: payment.address,
      chainId: network.caipNetworkId.split(':')[1] ?? '',
      accounts: listed.map((a) => ({ address: a.address, type: 'payment' })),
      connectorId: bitcoinConnectorId(wallet),
    },
  }
}
