/**
 * Every lazy part a host can add to Portico, each behind a dynamic import, in the same build as
 * the bench page (index.html never loads this entry). The budget test and the bench read each
 * part's chunks from this build (scripts/bench/chunkBudgets.ts), so every part has a size
 * budget even when the minimal page does not use it.
 */
export const lazyParts = {
  walletconnect: () => import('portico/walletconnect').then((m) => m.walletConnect),
  auth: () => import('portico/auth').then((m) => m.embeddedWallet),
  bip122: () =>
    import('portico/bip122').then((m) => m.loadBip122Adapter({ wallets: () => [], fetch })),
  polkadot: () =>
    import('portico/polkadot').then((m) => m.loadPolkadotAdapter({ window, appName: 'bench' })),
}
;(window as { __lazyParts?: typeof lazyParts }).__lazyParts = lazyParts
