import { observer } from 'mobx-react-lite'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { useI18n } from '../../i18n/I18nProvider'
import type { ViewProps } from '../viewProps'

/**
 * The ConnectingSiwe view (legacy sign-in with Ethereum). The core only records whether a
 * `siweConfig` is set; it has no SIWE flow, so the view says it is not available yet.
 *
 * @example
 * ```tsx
 * <ConnectingSiwe portico={portico} services={services} />
 * ```
 */
export const ConnectingSiwe = observer(function ConnectingSiwe(_props: ViewProps) {
  const { t } = useI18n()
  return (
    <div className="portico-view">
      <EmptyState title={t('siwe.unavailable')} />
    </div>
  )
})

export default ConnectingSiwe
