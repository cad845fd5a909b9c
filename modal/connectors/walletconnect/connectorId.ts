/**
 * The connector id of WalletConnect pairing in every namespace's connector list. Its own
 * module so that the pairing port names it without loading the adapter (and viem).
 */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
