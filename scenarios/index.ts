import { authCollapseWallets, authEmailHidesWallets } from './auth/collapseWallets'
import authEmailLogin from './auth/emailLogin'
import authEmbeddedName from './auth/embeddedName'
import { embeddedSendEoa, embeddedSendSmart } from './auth/embeddedSend'
import authErrorStaysWithFlow from './auth/errorStaysWithFlow'
import authFarcasterQr from './auth/farcaster'
import authFrameForgets from './auth/frameForgets'
import authFrameLoadFails from './auth/frameLoadFails'
import authGooglePopup from './auth/googlePopup'
import authNewDevice from './auth/newDevice'
import authNotAllowed from './auth/notAllowed'
import authSocialPopupClosed from './auth/popupClosed'
import authReloadRestores from './auth/reloadRestores'
import authReturningEmail from './auth/returningEmail'
import authSessionExpires from './auth/sessionExpires'
import authSignApproved from './auth/signApproved'
import authSignRejected from './auth/signRejected'
import authSmartAccount from './auth/smartAccount'
import authSolana from './auth/solanaEmbedded'
import authSwitchNetworkAccount from './auth/switchAccount'
import authEmailThrottle from './auth/throttle'
import authUpdateEmail from './auth/updateEmail'
import authWrongCode from './auth/wrongCode'
import bitcoinConnectBalance from './bitcoin/connectBalance'
import bitcoinWalletConnectSign from './bitcoin/phonePairSign'
import bitcoinReloadRestores from './bitcoin/reloadRestores'
import bitcoinSend from './bitcoin/sendBitcoin'
import { bitcoinDoubleSpend, bitcoinSendAboveBalance } from './bitcoin/sendRefused'
import bitcoinSignIn from './bitcoin/signInBitcoin'
import bitcoinWalletRejects from './bitcoin/walletRejects'
import evmAnalyticsForbidden from './evm/analyticsForbidden'
import evmBalanceUnavailable from './evm/balanceUnavailable'
import evmConnectDisconnect from './evm/connectDisconnect'
import evmEmbeddedMode from './evm/embeddedMode'
import evmNothingToConnect from './evm/nothingToConnect'
import evmPendingLimit from './evm/pendingLimit'
import evmPolygonPreset from './evm/polygonPreset'
import evmRecommendedWallets from './evm/recommendedWallets'
import evmReloadRestores from './evm/reloadRestores'
import evmSwitchMissingChain from './evm/switchMissingChain'
import evmSyncFails from './evm/syncFails'
import evmUnsupportedChain from './evm/unsupportedChain'
import evmWalletRejects from './evm/walletRejects'
import apiInvalidProjectId from './gateway/apiRefusesProject'
import gatewayFallback from './gateway/gatewayFallback'
import walletSendCalls from './gateway/sendCalls'
import walletAssetsSource from './gateway/walletAssets'
import motionDurations from './motion/durations'
import motionShake from './motion/shake'
import namesLabelRules from './names/labelRules'
import namesRegisterBobby from './names/registerBobby'
import namesTooShort from './names/shortName'
import namesTaken from './names/takenName'
import onrampBuySol from './onramp/buySol'
import onrampBuyUsdc from './onramp/buyUsdc'
import onrampOptionsDown from './onramp/optionsDown'
import onrampQuoteFails from './onramp/quoteFails'
import onrampRestrictedTimeZone from './onramp/restrictedTimeZone'
import polkadotConnectBalance from './polkadot/connectBalance'
import polkadotCrossFamilySwitch from './polkadot/crossFamilySwitch'
import polkadotExtensionRejects from './polkadot/extensionRejects'
import polkadotNetworkSwitch from './polkadot/networkSwitch'
import polkadotWalletConnectSign from './polkadot/phonePairSign'
import polkadotReloadRestores from './polkadot/reloadRestores'
import polkadotSignMessage from './polkadot/signMessage'
import polkadotTransfer from './polkadot/transfer'
import { recordedScenarios } from './recorded/index'
import type { LabScenarioContext } from './runner/labScenarioContext'
import type { Scenario } from './runner/scenario'
import { historyFails, nftsTab } from './send/historyStates'
import sendReceiverAddressChecks from './send/sendAddressChecks'
import sendNative from './send/sendNative'
import { sendAboveBalance, sendWalletRejects } from './send/sendRefused'
import sendToEnsName from './send/sendToEnsName'
import { sendUsdc, sendUsdt } from './send/sendTokens'
import sendToName from './send/sendToName'
import sendSwitchResets from './send/switchClearsForm'
import siwxOptionalCancel from './siwx/optionalCancel'
import siwxRequiredCancel from './siwx/requiredCancel'
import siwxRequiredSign from './siwx/requiredSign'
import siwxServerNonceNewline from './siwx/serverNonceNewline'
import siwxWalletDeclines from './siwx/walletDeclines'
import smartSessionsRevoke from './smartSessions/revokeSession'
import solanaConnectBalance from './solana/connectBalance'
import solanaNetworkSwitch from './solana/networkSwitch'
import solanaReloadRestores from './solana/reloadRestores'
import removeActiveAdapter from './solana/removeActiveAdapter'
import { solanaSendRejects, solanaSendRpcDrops, solanaSendValidation } from './solana/sendFailures'
import solanaSendSol from './solana/sendSol'
import solanaSendSplNewAccount from './solana/sendSplNewAccount'
import solanaSignMessage from './solana/signMessage'
import solanaWalletRejects from './solana/walletRejects'
import solanaWcTwoFamilies from './solana/wcEip155AndSolana'
import solanaWcReloadRestores from './solana/wcReloadRestores'
import swapNativeUsdc from './swap/nativeToUsdc'
import swapSmartAccountNoGas from './swap/smartAccountSwap'
import { allowanceFails, approvalRejected, offSwapList } from './swap/swapFailures'
import swapGasPriceUnavailable from './swap/swapGasPrice'
import { incorrectAmount, insufficientBalance, noGas } from './swap/swapRefusals'
import swapUsdcUni from './swap/usdcToUniApproval'
import timersBalanceCache from './timers/balanceCache'
import timersIdentityCache from './timers/identityCache'
import timersImagePreload from './timers/imagePreload'
import timersNativeBalanceCache from './timers/nativeBalanceCache'
import timersNameLookupCache from './timers/reverseNameCache'
import timersRpcRanking from './timers/rpcRanking'
import timersWalletSearchPadding from './timers/searchPadding'
import timersSnackbarSwap from './timers/snackbarSwap'
import tokensHostOverRpc from './tokens/hostTokensOverRpc'
import { batchedSwap, unbatchedSwap } from './walletCalls/batchedSwap'
import accountEnsPrimaryName from './walletCalls/ensPrimaryName'
import smartSessionsWalletGrant from './walletCalls/grantSession'
import wcDeepLinkChoice from './walletconnect/deepLinkChoice'
import wcMobileReusesPairing from './walletconnect/mobileReusesPairing'
import wcPairSign from './walletconnect/pairSignVerify'
import wcPhoneDeepLinks from './walletconnect/phoneDeepLinks'
import wcRelayDrop from './walletconnect/relayDrop'
import { wcInvalidProjectId, wcSessionExpired } from './walletconnect/relayRefusals'
import wcRelayUnreachable from './walletconnect/relayUnreachable'
import wcReloadRestores from './walletconnect/reloadRestores'
import wcSessionRejected from './walletconnect/sessionRejected'
import wcUriExpiry from './walletconnect/uriExpiry'

/**
 * Every scenario the lab offers, in the order QA sees them. A scenario file default-exports a
 * `defineScenario(…)`; add it here to list it in the lab and in `e2e/scenarios.spec.ts`.
 */
export const scenarios: readonly Scenario<LabScenarioContext>[] = [
  evmConnectDisconnect,
  evmWalletRejects,
  evmUnsupportedChain,
  evmSwitchMissingChain,
  evmBalanceUnavailable,
  evmReloadRestores,
  evmAnalyticsForbidden,
  evmNothingToConnect,
  evmRecommendedWallets,
  evmEmbeddedMode,
  evmPolygonPreset,
  evmPendingLimit,
  wcPairSign,
  wcUriExpiry,
  wcSessionRejected,
  wcRelayDrop,
  wcRelayUnreachable,
  wcReloadRestores,
  solanaConnectBalance,
  solanaSignMessage,
  solanaWalletRejects,
  solanaNetworkSwitch,
  solanaReloadRestores,
  solanaWcTwoFamilies,
  solanaWcReloadRestores,
  solanaSendSol,
  solanaSendSplNewAccount,
  solanaSendRejects,
  solanaSendRpcDrops,
  solanaSendValidation,
  bitcoinConnectBalance,
  bitcoinSend,
  bitcoinSendAboveBalance,
  bitcoinDoubleSpend,
  bitcoinSignIn,
  bitcoinWalletRejects,
  bitcoinReloadRestores,
  bitcoinWalletConnectSign,
  polkadotConnectBalance,
  polkadotTransfer,
  polkadotExtensionRejects,
  polkadotSignMessage,
  polkadotNetworkSwitch,
  polkadotReloadRestores,
  polkadotWalletConnectSign,
  polkadotCrossFamilySwitch,
  swapNativeUsdc,
  swapUsdcUni,
  insufficientBalance,
  noGas,
  incorrectAmount,
  allowanceFails,
  approvalRejected,
  offSwapList,
  swapGasPriceUnavailable,
  swapSmartAccountNoGas,
  sendNative,
  sendUsdc,
  sendUsdt,
  sendToName,
  sendWalletRejects,
  sendAboveBalance,
  historyFails,
  nftsTab,
  sendSwitchResets,
  sendReceiverAddressChecks,
  siwxRequiredSign,
  siwxRequiredCancel,
  siwxOptionalCancel,
  siwxWalletDeclines,
  siwxServerNonceNewline,
  namesRegisterBobby,
  tokensHostOverRpc,
  namesTaken,
  namesTooShort,
  namesLabelRules,
  onrampBuyUsdc,
  onrampOptionsDown,
  onrampQuoteFails,
  onrampRestrictedTimeZone,
  onrampBuySol,
  smartSessionsRevoke,
  authEmailLogin,
  authReturningEmail,
  authWrongCode,
  authEmailThrottle,
  authNewDevice,
  authFrameLoadFails,
  authSignApproved,
  authSignRejected,
  authNotAllowed,
  authReloadRestores,
  authGooglePopup,
  authSocialPopupClosed,
  authFarcasterQr,
  authUpdateEmail,
  authSmartAccount,
  authSolana,
  authSwitchNetworkAccount,
  authSessionExpires,
  authErrorStaysWithFlow,
  authEmbeddedName,
  authCollapseWallets,
  authEmailHidesWallets,
  embeddedSendSmart,
  embeddedSendEoa,
  gatewayFallback,
  wcInvalidProjectId,
  wcSessionExpired,
  wcDeepLinkChoice,
  wcMobileReusesPairing,
  wcPhoneDeepLinks,
  walletAssetsSource,
  walletSendCalls,
  accountEnsPrimaryName,
  smartSessionsWalletGrant,
  batchedSwap,
  unbatchedSwap,
  sendToEnsName,
  apiInvalidProjectId,
  timersBalanceCache,
  timersNativeBalanceCache,
  timersIdentityCache,
  timersNameLookupCache,
  timersSnackbarSwap,
  motionShake,
  motionDurations,
  timersImagePreload,
  timersWalletSearchPadding,
  evmSyncFails,
  removeActiveAdapter,
  authFrameForgets,
  timersRpcRanking,
  ...recordedScenarios,
]

export function findScenario(id: string): Scenario<LabScenarioContext> | undefined {
  return scenarios.find((scenario) => scenario.id === id)
}
