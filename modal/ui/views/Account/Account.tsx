import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useEffect } from 'react'
import { ACCOUNT_TABS } from '../../../core/stores/chainState'
import { Button } from '../../components/Button/Button'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Spinner } from '../../components/Spinner/Spinner'
import { type TabItem, Tabs } from '../../components/Tabs/Tabs'
import { useI18n } from '../../i18n/I18nProvider'
import { isViewShown, shownAccountTabs } from '../../visibility/visibility'
import { errorText } from '../shared/errorText'
import { goTo } from '../shared/navigation'
import type { ViewProps } from '../viewProps'
import { AccountSummary } from './AccountSummary'
import { loadIdentity } from './loadIdentity'
import { TokenList } from './TokenList'
import { UnsupportedNetworkNotice } from './UnsupportedNetworkNotice'
import { WalletFeatures } from './WalletFeatures'

type TabId = (typeof ACCOUNT_TABS)[number]

// History features: each loads only when its tab opens (SPEC §2).
const ActivityTab = lazy(() => import('../../../features/activity/ActivityTab'))
const NftsTab = lazy(() => import('../../../features/nfts/NftsTab'))
// Smart sessions load only when the host turned the feature on (off by default, SPEC §9).
const SmartSessionsPanel = lazy(() => import('../../../features/smartSessions/SmartSessionsPanel'))

/**
 * The Account view: identity, address, balance, explorer link, network, the wallet features,
 * (on a network the site does not support: "Switch network" in place of the features, the
 * name and the lists), the Tokens / NFTs / Activity tabs that can show (ui/visibility; the store keeps the current
 * tab) and disconnect. Balances are fetched when it shows. Every tab's list sits in one area of
 * fixed height (loading, empty, failed and filled alike), so switching tabs never resizes the
 * modal.
 *
 * @example
 * ```tsx
 * <Account portico={portico} services={services} />
 * ```
 */
export const Account = observer(function Account(props: ViewProps) {
  const translator = useI18n()
  const { t } = translator
  const { portico } = props
  const chain = portico.chains.activeChain
  const address = chain?.account.address
  // On a network the site does not support, Account offers the switch, not what would fail.
  const unsupported = portico.networks.isUnsupportedNetwork

  useEffect(() => {
    if (!address) return
    void portico.balances.refreshNativeBalance()
    if (!unsupported) void portico.balances.fetchTokenBalances()
    void loadIdentity(portico, address)
  }, [portico, address, unsupported])

  if (!chain || !address) {
    return (
      <div className="portico-view">
        <EmptyState title={t('walletStatus.notConnected')} />
      </div>
    )
  }
  const namespace = chain.namespace
  const selected: TabId = ACCOUNT_TABS[chain.account.currentTab] ?? 'Tokens'
  const panels: Record<TabId, TabItem<TabId>> = {
    Tokens: {
      id: 'Tokens',
      label: t('account.tokens'),
      panel: (
        <div className="portico-account__tab-panel">
          <TokenList {...props} chain={chain} />
        </div>
      ),
    },
    NFTs: {
      id: 'NFTs',
      label: t('account.nfts'),
      panel: (
        <div className="portico-account__tab-panel">
          <Suspense fallback={<Spinner />}>
            <NftsTab portico={portico} />
          </Suspense>
        </div>
      ),
    },
    Activity: {
      id: 'Activity',
      label: t('account.activity'),
      panel: (
        <div className="portico-account__tab-panel">
          <Suspense fallback={<Spinner />}>
            <ActivityTab portico={portico} />
          </Suspense>
        </div>
      ),
    },
  }
  const tabs = unsupported ? [] : shownAccountTabs(portico).map((id) => panels[id])
  const disconnect = () => {
    portico.connection.disconnect().then(
      () => portico.modal.close(),
      (e: unknown) => {
        portico.snackbar.showError(errorText(e, translator))
        portico.modal.close()
      },
    )
  }

  return (
    <div className="portico-view portico-account">
      <AccountSummary {...props} chain={chain} />
      {unsupported && <UnsupportedNetworkNotice {...props} />}
      {namespace === 'eip155' &&
        !unsupported &&
        !chain.account.profileName &&
        isViewShown(portico, 'RegisterAccountName') && (
          <Button variant="secondary" onClick={() => goTo(portico, 'RegisterAccountName')}>
            {t('account.chooseName')}
          </Button>
        )}
      {!unsupported && <WalletFeatures {...props} />}
      {portico.features.smartSessions && namespace === 'eip155' && !unsupported && (
        <Suspense fallback={<Spinner />}>
          <SmartSessionsPanel {...props} />
        </Suspense>
      )}
      {tabs.length > 0 && (
        <Tabs<TabId>
          label={t('account.tabsLabel')}
          selectedId={selected}
          onSelect={(id) =>
            portico.chains.setAccount(namespace, { currentTab: ACCOUNT_TABS.indexOf(id) })
          }
          tabs={tabs}
        />
      )}
      <Button variant="danger" fullWidth onClick={disconnect}>
        {t('account.disconnect')}
      </Button>
    </div>
  )
})

export default Account
