import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useEffect } from 'react'
import { ACCOUNT_TABS } from '../../../core/stores/chainState'
import { Button } from '../../components/Button/Button'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Spinner } from '../../components/Spinner/Spinner'
import { Tabs } from '../../components/Tabs/Tabs'
import { useI18n } from '../../i18n/I18nProvider'
import { errorText } from '../shared/errorText'
import { goTo } from '../shared/navigation'
import type { ViewProps } from '../viewProps'
import { AccountSummary } from './AccountSummary'
import { loadIdentity } from './loadIdentity'
import { TokenList } from './TokenList'
import { WalletFeatures } from './WalletFeatures'

// History is a feature part: it loads only when the Activity tab opens.
const ActivityTab = lazy(() => import('./ActivityTab'))
// Smart sessions load only when the host turned the feature on (off by default, SPEC §9).
const SmartSessionsPanel = lazy(() => import('../../../features/smartSessions/SmartSessionsPanel'))

type TabId = (typeof ACCOUNT_TABS)[number]

/**
 * The Account view: identity, address, balance, explorer link, network, the wallet features,
 * the Tokens / NFTs / Activity tabs (the store keeps the current tab) and disconnect. Balances
 * are fetched when it shows.
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

  useEffect(() => {
    if (!address) return
    void portico.balances.refreshNativeBalance()
    void portico.balances.fetchTokenBalances()
    void loadIdentity(portico, address)
  }, [portico, address])

  if (!chain || !address) {
    return (
      <div className="portico-view">
        <EmptyState title={t('walletStatus.notConnected')} />
      </div>
    )
  }
  const namespace = chain.namespace
  const selected: TabId = ACCOUNT_TABS[chain.account.currentTab] ?? 'Tokens'
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
      {namespace === 'eip155' && !chain.account.profileName && (
        <Button variant="ghost" onClick={() => goTo(portico, 'RegisterAccountName')}>
          {t('account.chooseName')}
        </Button>
      )}
      <WalletFeatures {...props} />
      {portico.features.smartSessions && namespace === 'eip155' && (
        <Suspense fallback={<Spinner />}>
          <SmartSessionsPanel {...props} />
        </Suspense>
      )}
      <Tabs<TabId>
        label={t('account.tabsLabel')}
        selectedId={selected}
        onSelect={(id) =>
          portico.chains.setAccount(namespace, { currentTab: ACCOUNT_TABS.indexOf(id) })
        }
        tabs={[
          {
            id: 'Tokens',
            label: t('account.tokens'),
            panel: <TokenList {...props} chain={chain} />,
          },
          {
            id: 'NFTs',
            label: t('account.nfts'),
            panel: <EmptyState title={t('account.nftsUnavailable')} />,
          },
          {
            id: 'Activity',
            label: t('account.activity'),
            panel: (
              <Suspense fallback={<Spinner />}>
                <ActivityTab />
              </Suspense>
            ),
          },
        ]}
      />
      <Button variant="danger" fullWidth onClick={disconnect}>
        {t('account.disconnect')}
      </Button>
    </div>
  )
})

export default Account
