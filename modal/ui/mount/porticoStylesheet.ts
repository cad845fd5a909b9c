import { activityCss } from '../../features/activity/activity.css'
import { namesCss } from '../../features/names/names.css'
import { nftsCss } from '../../features/nfts/nfts.css'
import { receiveCss } from '../../features/receive/receive.css'
import { sendCss } from '../../features/send/send.css'
import { alertCss } from '../components/Alert/Alert.css'
import { buttonCss } from '../components/Button/Button.css'
import { dialogCss } from '../components/Dialog/Dialog.css'
import { emptyStateCss } from '../components/EmptyState/EmptyState.css'
import { headerCss } from '../components/Header/Header.css'
import { qrCodeCss } from '../components/QrCode/QrCode.css'
import { snackbarCss } from '../components/Snackbar/Snackbar.css'
import { spinnerCss } from '../components/Spinner/Spinner.css'
import { tabsCss } from '../components/Tabs/Tabs.css'
import { textInputCss } from '../components/TextInput/TextInput.css'
import { tokenIconCss } from '../components/TokenIcon/TokenIcon.css'
import { virtualWalletGridCss } from '../components/VirtualWalletGrid/VirtualWalletGrid.css'
import { walletImageCss } from '../components/WalletImage/WalletImage.css'
import { walletItemCss } from '../components/WalletItem/WalletItem.css'
import { baseCss } from '../theme/baseCss'
import { accountCss } from '../views/account.css'
import { allWalletsCss } from '../views/shared/allWallets.css'
import { mobileWalletLinksCss } from '../views/shared/mobileWalletLinks.css'
import { networksCss } from '../views/shared/networks.css'
import { viewsCss } from '../views/views.css'

/**
 * The whole stylesheet of the modal, injected once into its shadow root. Component styles
 * are plain strings (no CSS-in-JS runtime); a new component adds its `X.css.ts` here.
 */
export const porticoStylesheet = [
  baseCss,
  buttonCss,
  spinnerCss,
  dialogCss,
  headerCss,
  snackbarCss,
  alertCss,
  emptyStateCss,
  textInputCss,
  tabsCss,
  walletImageCss,
  walletItemCss,
  qrCodeCss,
  virtualWalletGridCss,
  viewsCss,
  allWalletsCss,
  networksCss,
  mobileWalletLinksCss,
  sendCss,
  activityCss,
  nftsCss,
  tokenIconCss,
  accountCss,
  receiveCss,
  namesCss,
].join('\n')
