import type { CaipNetwork } from '../../core/caip/types'
import type { AdapterCall, AdapterPermissionRequest } from '../../core/chains/walletCallTypes'
import { PorticoError } from '../../core/errors/porticoError'
import type { Eip155AdapterOptions } from './eip155Options'
import { lookupEnsName } from './ens'
import { lookupEnsAddress } from './ensReverse'
import type { NativeBalanceReader } from './nativeBalance'
import { rpcEndpoints } from './rpcGateway'
import {
  getCallsStatus,
  readWalletAssets,
  sendCalls,
  supportsAtomicBatch,
  type WalletCall,
} from './walletCalls'
import { grantPermissions, revokePermissions, supportsPermissions } from './walletPermissions'
import type { ActiveWallet, WalletSession } from './walletSession'

type OnNetwork = { network: CaipNetwork }

/**
 * The eip155 adapter's SPEC §7 wallet-side calls, kept beside it: EIP-7811 assets, EIP-5792
 * atomic batches, ERC-7715 permissions (all to the connected wallet), and ENS name and primary
 * name lookups (contract reads through the RPC gateway).
 *
 * @example
 * ```ts
 * const side = new Eip155WalletSide(session, balances, options)
 * await side.supportsAtomicBatch({ network })
 * ```
 */
export class Eip155WalletSide {
  constructor(
    private readonly session: WalletSession,
    private readonly balances: NativeBalanceReader,
    private readonly options: Eip155AdapterOptions,
  ) {}

  async getWalletAssets({ address, network }: { address: string } & OnNetwork) {
    const wallet = this.session.active
    return wallet ? readWalletAssets(wallet.provider, address, network) : undefined
  }
  supportsAtomicBatch({ network }: OnNetwork): Promise<boolean> {
    const wallet = this.activeWallet()
    return supportsAtomicBatch(wallet.provider, wallet.address ?? '', network)
  }
  sendCalls({ calls, network }: { calls: readonly AdapterCall[] } & OnNetwork) {
    const wallet = this.activeWallet()
    return sendCalls(wallet.provider, wallet.address ?? '', network, calls as readonly WalletCall[])
  }
  getCallsStatus({ id }: { id: string }) {
    return getCallsStatus(this.activeWallet().provider, id)
  }
  async supportsPermissions({ network }: OnNetwork): Promise<boolean> {
    const wallet = this.session.active
    return wallet ? supportsPermissions(wallet.provider, wallet.address ?? '', network) : false
  }
  grantPermissions({ request, network }: { request: AdapterPermissionRequest } & OnNetwork) {
    const wallet = this.activeWallet()
    return grantPermissions(wallet.provider, wallet.address ?? '', network, request)
  }
  revokePermissions({ permissionsContext }: { permissionsContext: string }) {
    return revokePermissions(this.activeWallet().provider, permissionsContext)
  }
  resolveName({ name, network }: { name: string } & OnNetwork) {
    return lookupEnsName(this.client(network), name, network, this.options.ens)
  }
  lookupAddressName({ address, network }: { address: string } & OnNetwork) {
    return lookupEnsAddress(this.client(network), address, network, this.options.ens)
  }

  private client(network: CaipNetwork) {
    return this.balances.client(rpcEndpoints(network, this.options.rpcGateway))
  }

  private activeWallet(): ActiveWallet {
    const wallet = this.session.active
    if (wallet) return wallet
    throw new PorticoError('WALLET_DISCONNECTED', { details: 'no eip155 wallet is connected' })
  }
}
