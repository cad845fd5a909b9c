import evmAnalyticsForbidden from './evm/analyticsForbidden'
import evmBalanceUnavailable from './evm/balanceUnavailable'
import evmConnectDisconnect from './evm/connectDisconnect'
import evmReloadRestores from './evm/reloadRestores'
import evmSwitchMissingChain from './evm/switchMissingChain'
import evmUnsupportedChain from './evm/unsupportedChain'
import evmWalletRejects from './evm/walletRejects'
import namesRegisterBobby from './names/registerBobby'
import namesTooShort from './names/shortName'
import namesTaken from './names/takenName'
import onrampBuyUsdc from './onramp/buyUsdc'
import onrampOptionsDown from './onramp/optionsDown'
import onrampQuoteFails from './onramp/quoteFails'
import type { LabScenarioContext } from './runner/labScenarioContext'
import type { Scenario } from './runner/scenario'
import siwxOptionalCancel from './siwx/optionalCancel'
import siwxRequiredCancel from './siwx/requiredCancel'
import siwxRequiredSign from './siwx/requiredSign'
import siwxWalletDeclines from './siwx/walletDeclines'
import smartSessionsRevoke from './smartSessions/revokeSession'
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
  siwxRequiredSign,
  siwxRequiredCancel,
  siwxOptionalCancel,
  siwxWalletDeclines,
  namesRegisterBobby,
  namesTaken,
  namesTooShort,
  onrampBuyUsdc,
  onrampOptionsDown,
  onrampQuoteFails,
  smartSessionsRevoke,
]

export function findScenario(id: string): Scenario<LabScenarioContext> | undefined {
  return scenarios.find((scenario) => scenario.id === id)
}
