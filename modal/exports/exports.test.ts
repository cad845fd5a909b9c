import { describe, expect, it } from 'vitest'

/**
 * Locks each public entry's runtime export list: adding, renaming or dropping an export is a
 * deliberate change to this snapshot (ARCHITECTURE rule 10). Types are checked by tsc.
 */
describe('public entries', () => {
  it('default: portico (index) exports exactly these names', async () => {
    expect(Object.keys(await import('./index')).sort()).toMatchInlineSnapshot(`
      [
        "CHAIN_NAMESPACES",
        "ERROR_CATALOGUE",
        "ManualClock",
        "Portico",
        "PorticoError",
        "VIEWS",
        "catalogueError",
        "cookieToInitialState",
        "createCookieStorage",
        "createMemoryStorage",
        "createPortico",
        "createRealClock",
        "darkTheme",
        "formatBalance",
        "formatCaipAddress",
        "formatCaipNetworkId",
        "hostedEndpoints",
        "isAccountName",
        "isCaipAddress",
        "isCaipNetworkId",
        "isChainNamespace",
        "isEmail",
        "isEvmAddress",
        "isOtp",
        "isPorticoError",
        "isSolanaAddress",
        "lightTheme",
        "midnightTheme",
        "parseCaipAddress",
        "parseCaipNetworkId",
        "sunsetTheme",
        "themePresets",
      ]
    `)
  })

  it('default: portico/react exports exactly these names', async () => {
    expect(Object.keys(await import('./react')).sort()).toMatchInlineSnapshot(`
      [
        "PorticoButton",
        "PorticoProvider",
        "useDisconnect",
        "usePortico",
        "usePorticoAccount",
        "usePorticoEvents",
        "usePorticoInstance",
        "usePorticoNetwork",
        "usePorticoProvider",
        "usePorticoState",
        "usePorticoTheme",
        "useWalletInfo",
      ]
    `)
  })

  it('default: portico/elements exports exactly these names', async () => {
    expect(Object.keys(await import('./elements')).sort()).toMatchInlineSnapshot(`
      [
        "NOTHING_MOUNTED_WARNING",
        "PORTICO_ELEMENT_TAGS",
        "definePorticoElements",
        "mountPortico",
        "watchAccount",
      ]
    `)
  })

  it('default: portico/eip155 exports exactly these names', async () => {
    expect(Object.keys(await import('./eip155')).sort()).toMatchInlineSnapshot(`
      [
        "WELL_KNOWN_EIP155_NETWORKS",
        "arbitrum",
        "arbitrumSepolia",
        "aurora",
        "auroraTestnet",
        "avalanche",
        "avalancheFuji",
        "base",
        "baseSepolia",
        "bsc",
        "bscTestnet",
        "celo",
        "celoAlfajores",
        "createAnvilNetwork",
        "ethereum",
        "gnosis",
        "gnosisChiado",
        "loadEip155Adapter",
        "optimism",
        "optimismSepolia",
        "polygon",
        "polygonAmoy",
        "sepolia",
        "withRpcUrl",
        "zksync",
        "zksyncSepolia",
        "zora",
        "zoraSepolia",
        "zoraTestnet",
      ]
    `)
  })

  it('default: portico/siwx exports exactly these names', async () => {
    expect(Object.keys(await import('./siwx')).sort()).toEqual([
      'createLocalSiwx',
      'createServerSiwx',
      'formatCaip122',
      'parseCaip122',
      'verifySiwx',
    ])
  })

  it('default: portico/walletconnect exports exactly these names', async () => {
    expect(Object.keys(await import('./walletconnect')).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULT_WALLETCONNECT_RELAY_URL",
        "walletConnect",
      ]
    `)
  })

  it('default: portico/wagmi exports exactly these names', async () => {
    expect(Object.keys(await import('./wagmi')).sort()).toMatchInlineSnapshot(`
      [
        "porticoConnector",
      ]
    `)
  })

  it('default: portico/auth exports exactly these names', async () => {
    expect(Object.keys(await import('./auth')).sort()).toEqual(['embeddedWallet'])
  })
  it('default: portico/bip122 exports exactly these names', async () => {
    expect(Object.keys(await import('./bip122')).sort()).toMatchInlineSnapshot(`
      [
        "BITCOIN_REGTEST_REFERENCE",
        "bip122WalletConnect",
        "bitcoin",
        "bitcoinSignet",
        "bitcoinTestnet",
        "createBitcoinRegtestNetwork",
        "isBitcoinWallet",
        "loadBip122Adapter",
      ]
    `)
  })
})
