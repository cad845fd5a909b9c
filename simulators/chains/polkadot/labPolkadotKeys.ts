/**
 * The lab's polkadot accounts: Substrate's well-known development accounts (sr25519 from the
 * public dev phrase, `//Alice` and friends), so every run has the same addresses and anyone can
 * check them against Substrate's documentation. Generic ss58 (prefix 42), as the rococo asset
 * hub genesis uses. Plain data: the simulator and the page-side extension derive the key pairs.
 */
export const LAB_POLKADOT_ACCOUNTS = [
  { name: 'Alice', uri: '//Alice', address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY' },
  { name: 'Bob', uri: '//Bob', address: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty' },
  {
    name: 'Charlie',
    uri: '//Charlie',
    address: '5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y',
  },
  { name: 'Dave', uri: '//Dave', address: '5DAAnrj7VHTznn2AWBemMuyBwZWs6FNFjdyVXUeYum3PTXFy' },
] as const

/** Free balance every lab account starts with: 1,000 ROC (12 decimals). */
export const LAB_POLKADOT_FREE = 1_000n * 10n ** 12n

/** The runtime's token, as its genesis properties state it. */
export const LAB_POLKADOT_TOKEN = { symbol: 'ROC', decimals: 12 } as const
