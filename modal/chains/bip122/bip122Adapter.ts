import { sanitizeIconUrl } from '../../connectors/eip6963/sanitizeIconUrl'
import type { CaipNetwork } from '../../core/caip/types'
import type {
  AdapterConnector,
  ChainAdapter,
  TransferRequest,
} from '../../core/chains/chainAdapter'
import type { FetchFn } from '../../core/deps'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import { type Bip122Session, bitcoinConnectorId, openSession } from './bip122Session'
import { verifyBip322Simple } from './bip322'
import { discoverBitcoinWallets } from './bitcoinDiscovery'
import { ensureEccLib } from './bitcoinLib'
import { buildTransferPsbt, extractSigned, planTransfer } from './bitcoinTransfer'
import { toBase64 } from './bytes'
import { createEsploraClient } from './esplora'
import { libNetwork, outputScriptOf, walletChain } from './libNetwork'
import { bitcoin, bitcoinTestnet, createBitcoinRegtestNetwork } from './networks'
import { formatSats, sumBalance } from './sats'
import { toBitcoinWalletError } from './walletErrors'
import {
  type BitcoinStandardWallet,
  type BitcoinWalletAccount,
  bitcoinFeatures,
  isBitcoinWallet,
} from './walletStandard'

/**
 * Options of the bip122 adapter.
 *
 * @example
 * ```ts
 * const options: Bip122AdapterOptions = { wallets: () => discovered, fetch }
 * ```
 */
export interface Bip122AdapterOptions {
  /** The Wallet Standard wallets on the page (whoever discovered them); read on each call. */
  wallets?: () => readonly BitcoinStandardWallet[]
  /**
   * Where Wallet Standard wallets register (the page's window): the adapter discovers the
   * bitcoin wallets itself. Used when `wallets` is not given.
   */
  window?: EventTarget
  /** Every Esplora call goes through it (the host's fetch, e.g. loopback-only in the lab). */
  fetch: FetchFn
}

/**
 * The bip122 adapter, with the bitcoin-only balance split the account view may show.
 *
 * @example
 * ```ts
 * const adapter = (await loadBip122Adapter({ window })) as Bip122Adapter
 * const { confirmed } = await adapter.getBalanceDetails({ address, network: bitcoin })
 * ```
 */
export interface Bip122Adapter extends ChainAdapter {
  /** Confirmed and unconfirmed balance in whole BTC, from the address's UTXOs. */
  getBalanceDetails(params: { address: string; network: CaipNetwork }): Promise<{
    confirmed: string
    unconfirmed: string
    symbol: string
  }>
}

const connectorId = bitcoinConnectorId
const esploraUrl = (network: CaipNetwork) => {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new PorticoError('NETWORK_NOT_FOUND', { details: 'no Esplora URL' })
  return url
}

/**
 * The bip122 (bitcoin) chain adapter over Wallet Standard bitcoin wallets and an Esplora API.
 * Account type `payment` (SPEC §6): the P2WPKH payment address is active, an ordinals (taproot)
 * address is listed in allAccounts.
 *
 * @example
 * ```ts
 * const adapter = createBip122Adapter({ wallets: () => discovered, fetch })
 * const connection = await adapter.connect({ connectorId: adapter.listConnectors()[0].id, network })
 * ```
 */
export function createBip122Adapter(options: Bip122AdapterOptions): Bip122Adapter {
  ensureEccLib()
  const source = options.wallets
    ? { wallets: options.wallets, watch: undefined }
    : options.window
      ? discoverBitcoinWallets(options.window)
      : { wallets: () => [], watch: undefined }
  const watch = source.watch
  let session: Bip122Session | undefined
  const esplora = (network: CaipNetwork) => createEsploraClient(esploraUrl(network), options.fetch)
  const walletFor = (id: string) => {
    const wallet = source.wallets().find((w) => connectorId(w) === id && isBitcoinWallet(w))
    if (!wallet) throw featureError('CONNECTOR_NOT_FOUND')
    return wallet
  }
  const open = (
    wallet: BitcoinStandardWallet,
    accounts: readonly BitcoinWalletAccount[],
    network: CaipNetwork,
  ) => {
    const opened = openSession(wallet, accounts, network)
    session = opened.session
    return opened.connection
  }
  const current = () => {
    if (!session) throw featureError('NO_ACTIVE_CAIP_ADDRESS')
    return session
  }

  const adapter: Bip122Adapter = {
    namespace: 'bip122',
    listConnectors: (): AdapterConnector[] =>
      source
        .wallets()
        .filter(isBitcoinWallet)
        .map((wallet) => ({
          id: connectorId(wallet),
          name: wallet.name,
          type: 'ANNOUNCED',
          ...(sanitizeIconUrl(wallet.icon) ? { imageUrl: sanitizeIconUrl(wallet.icon) } : {}),
        })),
    ...(watch
      ? {
          watchConnectors(listener: (connectors: readonly AdapterConnector[]) => void) {
            return watch(() => listener(adapter.listConnectors()))
          },
        }
      : {}),
    async connect({ connectorId: id, network }) {
      const wallet = walletFor(id)
      const feature = bitcoinFeatures(wallet).connect
      if (!feature) throw new PorticoError('WALLET_UNSUPPORTED_METHOD')
      try {
        const { accounts } = await feature.connect({ purposes: ['payment', 'ordinals'] })
        return open(wallet, accounts, network)
      } catch (error) {
        throw toBitcoinWalletError(error)
      }
    },
    async syncConnection({ connectorId: id, network }) {
      const wallet = source.wallets().find((w) => connectorId(w) === id && isBitcoinWallet(w))
      // A wallet that still lists accounts has authorised the site: restore without a prompt.
      if (!wallet || wallet.accounts.length === 0) return undefined
      return open(wallet, wallet.accounts, network)
    },
    async disconnect() {
      const ending = session
      session = undefined
      if (ending) await bitcoinFeatures(ending.wallet).disconnect?.disconnect()
    },
    async getBalance({ address, network }) {
      const { total, unconfirmed } = sumBalance(await esplora(network).utxos(address))
      return {
        balance: formatSats(total),
        unconfirmed: formatSats(unconfirmed),
        symbol: network.nativeCurrency.symbol,
      }
    },
    async getBalanceDetails({ address, network }) {
      const { confirmed, unconfirmed } = sumBalance(await esplora(network).utxos(address))
      return {
        confirmed: formatSats(confirmed),
        unconfirmed: formatSats(unconfirmed),
        symbol: network.nativeCurrency.symbol,
      }
    },
    async switchNetwork({ network }) {
      const active = current()
      if (!active.wallet.chains.includes(walletChain(network)))
        throw featureError('UNSUPPORTED_CHAIN')
      active.network = network
    },
    // Without a network, any bitcoin network's format will do (mainnet, testnet/signet, regtest).
    isValidAddress: (address, network) =>
      (network ? [network] : [bitcoin, bitcoinTestnet, createBitcoinRegtestNetwork('')]).some(
        (candidate) => outputScriptOf(address, candidate) !== undefined,
      ),
    async estimateTransferFee(request: TransferRequest) {
      const plan = await planTransfer(request, current().payment.address, esplora(request.network))
      return { fee: plan.fee }
    },
    async transfer(request: TransferRequest) {
      const active = current()
      const client = esplora(request.network)
      const plan = await planTransfer(request, active.payment.address, client)
      const psbt = buildTransferPsbt(plan, request, active.payment)
      const feature = bitcoinFeatures(active.wallet).signTransaction
      if (!feature) throw new PorticoError('WALLET_UNSUPPORTED_METHOD')
      const signingIndexes = plan.inputs.map((_, index) => index)
      let signed: Uint8Array | undefined
      try {
        const [result] = await feature.signTransaction({
          psbt: psbt.toBuffer(),
          inputsToSign: [{ account: active.payment, signingIndexes }],
          chain: walletChain(request.network),
        })
        signed = result?.signedPsbt
      } catch (error) {
        throw toBitcoinWalletError(error)
      }
      if (!signed)
        throw featureError('AN_ERROR_OCCURRED', { details: 'the wallet returned no PSBT' })
      const tx = extractSigned(signed, psbt, libNetwork(request.network))
      return client.broadcast(tx.toHex())
    },
    async signMessage({ message, address }) {
      const active = current()
      const account = [active.payment, active.ordinals].find((a) => a?.address === address)
      const feature = bitcoinFeatures(active.wallet).signMessage
      if (!account) throw new PorticoError('WALLET_UNAUTHORIZED')
      if (!feature) throw new PorticoError('WALLET_UNSUPPORTED_METHOD')
      let signature: Uint8Array | undefined
      try {
        const [result] = await feature.signMessage({
          account,
          message: new TextEncoder().encode(message),
        })
        signature = result?.signature
      } catch (error) {
        throw toBitcoinWalletError(error)
      }
      const encoded = signature ? toBase64(signature) : ''
      const network = libNetwork(active.network)
      if (!verifyBip322Simple({ message, address, signature: encoded, network })) {
        throw featureError('BITCOIN_SIGNATURE_INVALID')
      }
      return encoded
    },
  }
  return adapter
}
