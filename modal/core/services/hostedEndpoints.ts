import type { ServiceEndpoints } from '../options/options'

/**
 * The hosted services of SPEC §7, at the addresses AppKit 1.8's own client calls: the Blockchain
 * API (balances, identity, swap, onramp, names, history), the wallet-provider API (All wallets,
 * featured wallets, the analytics switch) and the analytics host. They need nothing but the
 * project id a host already has for WalletConnect (from the Reown dashboard), whose allowlist
 * must name the site's origin. Portico talks to them exactly as AppKit's client does
 * (`appKitWire.test.ts`); docs/without-backend.md says what each part gives a visitor.
 *
 * @example
 * ```ts
 * import { createPortico, hostedEndpoints } from 'portico'
 * createPortico({ projectId: 'your-reown-project-id', networks, endpoints: hostedEndpoints })
 * ```
 */
export const hostedEndpoints: Readonly<Required<Omit<ServiceEndpoints, 'auth'>>> = Object.freeze({
  api: 'https://rpc.walletconnect.org',
  walletApi: 'https://api.web3modal.org',
  analytics: 'https://pulse.walletconnect.org',
})
