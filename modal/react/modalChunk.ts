/**
 * The modal's UI as one lazy chunk: the mount (shadow root and stylesheet) and ModalRoot with
 * the Connect view. {@link PorticoProvider} imports it when the page is idle, the button is
 * pointed at, or the modal opens: none of it is start-up script.
 */

// The wallet-listing client comes with the modal UI, and its factory is handed to the
// instance's stand-in when the chunk loads (lazyModal): the Connect view's listing request,
// or the button's press, then calls it at once.
export { createWalletListingClient } from '../core/services/walletListing/client'
// A wallet picked on Connect asks the wallet at once: the connect attempts' code (loaded by the
// first connect, connectionStore.ts) is already here when the modal is.
export { ConnectAttempts } from '../core/stores/connectAttempts'
export { ModalRoot } from '../ui/ModalRoot/ModalRoot'
export { mountPortico } from '../ui/mount/mountPortico'
