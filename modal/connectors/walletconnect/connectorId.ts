/**
 * The connector id of WalletConnect pairing in every namespace's connector list. Its own
 * module so that the pairing port names it without loading the adapter (and viem).
 */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/** The one connector a WalletConnect adapter lists, whatever its chain family. */
export const WALLETCONNECT_CONNECTOR = {
  id: WALLETCONNECT_CONNECTOR_ID,
  name: 'WalletConnect',
  type: 'EXTERNAL',
} as const
