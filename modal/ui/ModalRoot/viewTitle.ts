import type { RouteData, ViewName } from '../../core/stores/routerStore'
import type { Translator } from '../i18n/translator'

/**
 * The title of a view: the header text, which also names the dialog. Connecting views name
 * the wallet they carry.
 *
 * @example
 * ```ts
 * viewTitle('ConnectingExternal', { connector }, translator) // 'Connecting to MetaMask'
 * ```
 */
export function viewTitle(view: ViewName, data: RouteData | undefined, { t }: Translator): string {
  switch (view) {
    case 'Connect':
      return t('connect.title')
    case 'Account':
      return t('account.title')
    case 'AllWallets':
      return t('allWallets.title')
    case 'ConnectingExternal':
      return data?.connector
        ? t('connecting.title', { name: data.connector.name })
        : t('connect.title')
    case 'ConnectingWalletConnect':
      return data?.wallet
        ? t('connecting.title', { name: data.wallet.name })
        : t('connecting.walletConnectTitle')
    case 'ConnectingWalletConnectBasic':
      return t('connecting.walletConnectTitle')
    case 'ConnectingFarcaster':
      return t('farcaster.title')
    case 'ConnectingSiwe':
      return t('siwe.title')
    case 'UnsupportedChain':
      return t('networks.unsupportedTitle')
    case 'RegisterAccountName':
      return t('names.title')
    case 'RegisterAccountNameSuccess':
      return t('names.successTitle')
    case 'SIWXSignMessage':
      return t('siwx.title')
    case 'ApproveTransaction':
      return t('approve.title')
    case 'Networks':
      return t('networks.title')
  }
}
