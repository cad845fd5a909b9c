import { VISUAL_ADDRESS, VISUAL_NATIVE_WEI } from './fixtures/account'
import { MOCK_WALLET_ICON } from './fixtures/images'

/** How the mock wallet answers a connection request in this state. */
export type WalletBehaviour = 'approve' | 'pending' | 'reject'

/** The mock wallet's EIP-6963 identity. */
export const MOCK_WALLET = {
  uuid: '7f1c2a4e-0000-4000-8000-000000000001',
  name: 'Fixture Wallet',
  icon: MOCK_WALLET_ICON,
  rdns: 'io.portico.visual.fixture',
} as const

type Listener = (...args: unknown[]) => void

/**
 * A deterministic EIP-1193 provider announced through EIP-6963: the wallet a visitor has
 * installed, reduced to fixed answers (one account, a fixed chain, a fixed balance), so the
 * connected views render without any chain. A pending wallet never answers eth_requestAccounts.
 */
export function installMockWallet(
  win: Window,
  behaviour: WalletBehaviour,
  chainId: number,
  /** Report the ERC-7715 permissions capability and grant what is asked (smart sessions). */
  permissions = false,
) {
  const listeners = new Map<string, Set<Listener>>()
  let connected = false
  const provider = {
    async request({ method }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts':
          if (behaviour === 'pending') return new Promise(() => {})
          if (behaviour === 'reject')
            throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          connected = true
          return [VISUAL_ADDRESS]
        case 'eth_accounts':
          return connected ? [VISUAL_ADDRESS] : []
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'net_version':
          return String(chainId)
        case 'eth_getBalance':
          return `0x${VISUAL_NATIVE_WEI.toString(16)}`
        case 'wallet_getCapabilities':
          return permissions
            ? { [`0x${chainId.toString(16)}`]: { permissions: { supported: true } } }
            : {}
        case 'wallet_grantPermissions':
          if (!permissions) break
          return { permissionsContext: '0xc0ffee' }
        // The reads a fee estimate makes through the wallet (Send's review).
        case 'eth_estimateGas':
          return '0x5208'
        case 'eth_gasPrice':
        case 'eth_maxPriorityFeePerGas':
          return '0x3b9aca00'
        case 'eth_blockNumber':
          return '0x1000'
        case 'eth_getTransactionCount':
          return '0x5'
        case 'eth_getBlockByNumber':
          return {
            number: '0x1000',
            timestamp: '0x6a000000',
            baseFeePerGas: '0x3b9aca00',
            gasLimit: '0x1c9c380',
            gasUsed: '0x0',
            hash: `0x${'1'.repeat(64)}`,
            transactions: [],
          }
        case 'eth_feeHistory':
          return {
            oldestBlock: '0xfff',
            baseFeePerGas: ['0x3b9aca00', '0x3b9aca00'],
            gasUsedRatio: [0.5],
            reward: [['0x3b9aca00']],
          }
        case 'wallet_switchEthereumChain':
        case 'wallet_addEthereumChain':
        case 'wallet_revokePermissions':
          return null
      }
      throw Object.assign(new Error(`The fixture wallet does not support ${method}.`), {
        code: 4200,
      })
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const announce = () =>
    win.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info: MOCK_WALLET, provider }),
      }),
    )
  win.addEventListener('eip6963:requestProvider', announce)
  announce()
  return provider
}
