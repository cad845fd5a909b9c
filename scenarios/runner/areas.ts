/** The lab's scenario areas, by the id prefix their scenarios share, in the order QA sees them. */
const AREAS: readonly (readonly [prefix: string, title: string])[] = [
  ['evm-', 'Browser wallets'],
  ['remove-', 'Browser wallets'],
  ['wc-', 'Phone wallets (WalletConnect)'],
  ['solana-', 'Solana'],
  ['bitcoin-', 'Bitcoin'],
  ['polkadot-', 'Polkadot'],
  ['swap-', 'Swap'],
  ['send-', 'Send and activity'],
  ['activity-', 'Send and activity'],
  ['nfts-', 'Send and activity'],
  ['siwx-', 'Sign in with a wallet'],
  ['names-', 'Names'],
  ['account-', 'Names'],
  ['onramp-', 'Buy crypto'],
  ['gateway-', 'Node access and wallet calls'],
  ['wallet-', 'Node access and wallet calls'],
  ['api-', 'Node access and wallet calls'],
  ['tokens-', 'Node access and wallet calls'],
  ['smart-sessions-', 'Smart sessions'],
  ['auth-', 'E-mail and social login'],
  ['timers-', 'Timers'],
  ['recorded-', 'Recorded by QA'],
]

export const OTHER_AREA = 'Other'

/**
 * The area a scenario belongs to, from its id ("swap-no-gas" → "Swap").
 *
 * @example
 * ```ts
 * areaOf('wc-uri-expiry') // 'Phone wallets (WalletConnect)'
 * ```
 */
export function areaOf(id: string): string {
  return AREAS.find(([prefix]) => id.startsWith(prefix))?.[1] ?? OTHER_AREA
}

/**
 * Scenarios grouped by area, areas in the lab's order, scenarios in registry order.
 *
 * @example
 * ```ts
 * groupByArea(scenarios) // [{ area: 'Browser wallets', scenarios: [...] }, ...]
 * ```
 */
export function groupByArea<T extends { id: string }>(
  list: readonly T[],
): { area: string; scenarios: T[] }[] {
  const order = [...new Set([...AREAS.map(([, title]) => title), OTHER_AREA])]
  return order
    .map((area) => ({ area, scenarios: list.filter((item) => areaOf(item.id) === area) }))
    .filter((group) => group.scenarios.length > 0)
}
