import type { CustomWallet } from 'portico'

/**
 * `?customWallet`: a host wallet whose image is on another origin (a closed loopback port),
 * for the budget test that no image is requested before open().
 */
export const BENCH_CUSTOM_WALLET: CustomWallet = {
  id: 'bench-custom',
  name: 'Bench Custom Wallet',
  imageUrl: 'http://127.0.0.1:9/bench-custom.png',
  // With no pairing on the page, a host wallet shows as one to get, which needs its site.
  homepage: 'http://127.0.0.1:9/bench-custom',
}
