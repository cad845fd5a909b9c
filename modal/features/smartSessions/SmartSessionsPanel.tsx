import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Button } from '../../ui/components/Button/Button'
import { Spinner } from '../../ui/components/Spinner/Spinner'
import { useI18n } from '../../ui/i18n/I18nProvider'
import type { ViewProps } from '../../ui/views/viewProps'
import { permissionGrantsOf } from './permissionGrants'
import { smartSessionsStoreOf } from './smartSessionsStore'
import { WalletGrants } from './WalletGrants'

/**
 * The smart sessions of the connected account in the Account view (lazy; only with the
 * `smartSessions` feature on, eip155): each session the API lists with Revoke, which the
 * wallet signs; then the sessions granted through the wallet (ERC-7715, WalletGrants).
 *
 * @example
 * ```tsx
 * const SmartSessionsPanel = lazy(() => import('../../../features/smartSessions/SmartSessionsPanel'))
 * ```
 */
const SmartSessionsPanel = observer(function SmartSessionsPanel(props: ViewProps) {
  const { portico } = props
  const translator = useI18n()
  const { t } = translator
  const store = smartSessionsStoreOf(portico)
  const { grants } = permissionGrantsOf(portico)
  const address = portico.chains.activeAddress

  useEffect(() => {
    if (address) void store.load()
  }, [store, address])

  if (!store.enabled) return null
  return (
    <section className="portico-onramp" aria-label={t('sessions.title')}>
      <h4 className="portico-view__detail">{t('sessions.title')}</h4>
      {store.loading && <Spinner label={t('common.loading')} />}
      {!store.loading && store.sessions.length === 0 && grants.length === 0 && (
        <p className="portico-view__detail">{t('sessions.none')}</p>
      )}
      <ul className="portico-list">
        {store.sessions.map((session) => (
          <li key={session.pci} className="portico-list__row">
            <span className="portico-list__row-text">{session.pci}</span>
            <Button
              variant="secondary"
              loading={store.revoking === session.pci}
              aria-label={t('sessions.revokeOne', { pci: session.pci })}
              onClick={() => void store.revoke(session.pci)}
            >
              {t('sessions.revoke')}
            </Button>
          </li>
        ))}
      </ul>
      {store.errorCode && <p role="alert">{translator.translateError(store.errorCode)}</p>}
      <WalletGrants {...props} />
    </section>
  )
})

export default SmartSessionsPanel
