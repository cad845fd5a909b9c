import { hex as scureHex } from '@scure/base'
import type {
  AdapterConnection,
  AdapterTransaction,
  ChainAdapter,
  ChainAdapterLoader,
} from '../../core/chains/chainAdapter'
import { combineAdapters } from '../../core/chains/combineAdapters'
import { AUTH_CONNECTOR_ID } from '../../core/stores/connectorTypes'
import { assertEvmAccounts, switchEmbeddedNetwork } from './accountOnChain'
import type { EmbeddedAuth } from './embeddedAuth'
import { embeddedTransfer } from './embeddedTransfer'

/** The name the AUTH connector goes by (the connect view shows e-mail and socials instead). */
const AUTH_CONNECTOR_NAME = 'Email and socials'

/**
 * The eip155 {@link ChainAdapter} over the embedded wallet: it lists the AUTH connector; connect
 * and sync read the frame's user (sync clears the stored auth state when the frame reports not
 * connected); requests, balances, network switches, gas estimates and sends (the swap's) go to
 * the frame, a send (the swap's, and the send feature's transfers) through Portico's approval gate. The frame loads only
 * when one of these is first called, never when the adapter is listed.
 *
 * @example
 * ```ts
 * const adapter = createAuthEip155Adapter(auth)
 * await adapter.connect({ connectorId: 'AUTH', network: anvil }) // after the OTP step
 * ```
 */
export function createAuthEip155Adapter(auth: EmbeddedAuth): ChainAdapter {
  const send = embeddedTransfer(auth)
  return {
    namespace: 'eip155',
    listConnectors: () => [{ id: AUTH_CONNECTOR_ID, name: AUTH_CONNECTOR_NAME, type: 'AUTH' }],
    connect: async ({ network }) => evmOnly(await auth.connectUser(String(network.id))),
    syncConnection: async ({ network }) => {
      const connection = await auth.syncUser(String(network.id))
      return connection && evmOnly(connection)
    },
    disconnect: () => auth.signOut(),
    async getBalance({ address, network }) {
      const hex = await auth.rpc({ method: 'eth_getBalance', params: [address, 'latest'] })
      const { decimals, symbol } = network.nativeCurrency
      return { balance: formatUnits(BigInt(String(hex)), decimals), symbol }
    },
    // The frame's account on the new chain becomes the connected one (it may differ).
    switchNetwork: ({ network }) => switchEmbeddedNetwork(auth, network),
    signMessage: ({ message, address }) =>
      auth.rpc({
        method: 'personal_sign',
        params: [utf8ToHex(message), address],
      }) as Promise<string>,
    request: (request) => auth.rpc(request),
    async estimateGas({ transaction }) {
      const hex = await auth.rpc({
        method: 'eth_estimateGas',
        params: [toRpcTransaction(transaction)],
      })
      return BigInt(String(hex))
    },
    // A send is an unsafe request: through Portico's gate, it waits for ApproveTransaction.
    sendTransaction: async ({ transaction }) =>
      String(
        await auth.portico.request(
          { method: 'eth_sendTransaction', params: [toRpcTransaction(transaction)] },
          'eip155',
        ),
      ),
    // The send feature's port: reads straight to the frame, the send through the gate.
    transfer: (request) => send.transfer(request),
    estimateTransferFee: (request) => send.estimateTransferFee(request),
  }
}

/** The frame answers GET_USER per namespace: an eip155 connection must carry 0x addresses. */
function evmOnly(connection: AdapterConnection): AdapterConnection {
  assertEvmAccounts(connection.address, connection.accounts)
  return connection
}

/** A transaction as eth_* methods take it (quantities as hex). */
function toRpcTransaction(tx: AdapterTransaction): Record<string, string> {
  const hex = (value: bigint) => `0x${value.toString(16)}`
  return {
    to: tx.to,
    ...(tx.from ? { from: tx.from } : {}),
    ...(tx.value !== undefined ? { value: hex(tx.value) } : {}),
    ...(tx.data ? { data: tx.data } : {}),
    ...(tx.gas !== undefined ? { gas: hex(tx.gas) } : {}),
  }
}

/**
 * Wraps the eip155 adapter's loader so that the namespace also connects through the embedded
 * wallet, behind {@link combineAdapters} like WalletConnect.
 *
 * @example
 * ```ts
 * adapters: { eip155: withEmbeddedWallet(() => loadEip155Adapter({ window }), auth) }
 * ```
 */
export function withEmbeddedWallet(
  load: ChainAdapterLoader,
  auth: EmbeddedAuth,
): ChainAdapterLoader {
  return async () => combineAdapters([await load(), createAuthEip155Adapter(auth)])
}

/** Whole units from base units, trailing zeros dropped ("1.5" for 1.5e18 wei). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

function utf8ToHex(text: string): string {
  return `0x${scureHex.encode(new TextEncoder().encode(text))}`
}
