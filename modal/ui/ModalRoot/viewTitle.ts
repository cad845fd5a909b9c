import type { RouteData, ViewName } from '../../core/stores/routerStore'
import type { MessageKey } from '../i18n/locales/en'
import type { Translator } from '../i18n/translator'
import { APPROVAL_TITLES, requestKind } from '../views/shared/requestKind'

/** Each view's title key; connecting views name their wallet when they carry one. */
const TITLE_KEYS: Readonly<Record<ViewName, MessageKey>> = {
  Connect: 'connect.title',
  Account: 'account.title',
  AllWallets: 'allWallets.title',
  ConnectingExternal: 'connect.title',
  ConnectingWalletConnect: 'connecting.walletConnectTitle',
  ConnectingWalletConnectBasic: 'connecting.walletConnectTitle',
  ConnectingFarcaster: 'farcaster.title',
  ConnectingSiwe: 'siwe.title',
  UnsupportedChain: 'networks.unsupportedTitle',
  RegisterAccountName: 'names.title',
  RegisterAccountNameSuccess: 'names.successTitle',
  SIWXSignMessage: 'siwx.title',
  ApproveTransaction: 'approve.title',
  Networks: 'networks.title',
  Swap: 'swap.title',
  SwapSelectToken: 'swap.selectTokenTitle',
  SwapPreview: 'swap.previewTitle',
  Send: 'send.title',
  SendPreview: 'send.previewTitle',
  Receive: 'receive.title',
  BuyCrypto: 'features.buy',
  EmailVerifyOtp: 'email.codeTitle',
  EmailVerifyDevice: 'email.deviceTitle',
  ConnectingSocial: 'social.connectingTitle',
  UpdateEmail: 'updateEmail.title',
}

/**
 * The title of a view: the header text, which also names the dialog. Connecting views name
 * the wallet they carry; the approval view says what the request it shows asks
 * (`approvalMethod`: "Sign message", "Sign typed data", "Approve transaction").
 *
 * @example
 * ```ts
 * viewTitle('ConnectingExternal', { connector }, translator) // 'Connecting to MetaMask'
 * viewTitle('ApproveTransaction', undefined, translator, 'personal_sign') // 'Sign message'
 * ```
 */
export function viewTitle(
  view: ViewName,
  data: RouteData | undefined,
  { t }: Translator,
  approvalMethod?: string,
): string {
  if (view === 'ApproveTransaction' && approvalMethod !== undefined)
    return t(APPROVAL_TITLES[requestKind(approvalMethod)])
  const wallet =
    view === 'ConnectingExternal'
      ? data?.connector
      : view === 'ConnectingWalletConnect'
        ? data?.wallet
        : undefined
  return wallet ? t('connecting.title', { name: wallet.name }) : t(TITLE_KEYS[view])
}
