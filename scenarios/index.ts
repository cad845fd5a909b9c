import authEmailLogin from './auth/emailLogin'
import authFarcasterQr from './auth/farcaster'
import authFrameLoadFails from './auth/frameLoadFails'
import authGooglePopup from './auth/googlePopup'
import authNewDevice from './auth/newDevice'
import authSocialPopupClosed from './auth/popupClosed'
import authReloadRestores from './auth/reloadRestores'
import authSignApproved from './auth/signApproved'
import authSignRejected from './auth/signRejected'
import authSmartAccount from './auth/smartAccount'
import authEmailThrottle from './auth/throttle'
import authUpdateEmail from './auth/updateEmail'
import authWrongCode from './auth/wrongCode'
import evmAnalyticsForbidden from './evm/analyticsForbidden'
import evmBalanceUnavailable from './evm/balanceUnavailable'
import evmConnectDisconnect from './evm/connectDisconnect'
import evmReloadRestores from './evm/reloadRestores'
import evmSwitchMissingChain from './evm/switchMissingChain'
import evmUnsupportedChain from './evm/unsupportedChain'
import evmWalletRejects from './evm/walletRejects'
import type { LabScenarioContext } from './runner/labScenarioContext'
import type { Scenario } from './runner/scenario'
import wcPairSign from './walletconnect/pairSignVerify'
import wcRelayDrop from './walletconnect/relayDrop'
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
  wcPairSign,
  wcUriExpiry,
  wcSessionRejected,
  wcRelayDrop,
  wcReloadRestores,
  authEmailLogin,
  authWrongCode,
  authEmailThrottle,
  authNewDevice,
  authFrameLoadFails,
  authSignApproved,
  authSignRejected,
  authReloadRestores,
  authGooglePopup,
  authSocialPopupClosed,
  authFarcasterQr,
  authUpdateEmail,
  authSmartAccount,
]

export function findScenario(id: string): Scenario<LabScenarioContext> | undefined {
  return scenarios.find((scenario) => scenario.id === id)
}
