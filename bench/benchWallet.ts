/**
 * A minimal EIP-6963 wallet for the memory benchmark (`?wallet`): it approves every connect on
 * chain 31337 with one fixed account, answers reads with zero, and keeps its listeners so a
 * leak in Portico's subscriptions shows up in the listener count. Bench page only.
 */
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ANSWERS: Record<string, unknown> = {
  eth_requestAccounts: [ACCOUNT],
  eth_accounts: [ACCOUNT],
  eth_chainId: '0x7a69',
  net_version: '31337',
  eth_getBalance: '0x0',
  eth_blockNumber: '0x1',
}

export const BENCH_WALLET_RDNS = 'io.portico.bench'

/** Announces the wallet now and whenever a dapp asks (EIP-6963). */
export function installBenchWallet(): void {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const provider = {
    request: async ({ method }: { method: string }) => ANSWERS[method] ?? null,
    on: (event: string, listener: (...args: unknown[]) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener: (event: string, listener: (...args: unknown[]) => void) => {
      listeners.get(event)?.delete(listener)
    },
  }
  const info = {
    uuid: '6f2a4b1e-0c1d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Bench Wallet',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    rdns: BENCH_WALLET_RDNS,
  }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
