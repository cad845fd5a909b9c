import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { WalletFeature } from '../../../core/options/features'
import type { ViewName } from '../../../core/stores/routerStore'
import { Button } from '../../components/Button/Button'
import { useI18n } from '../../i18n/I18nProvider'
import type { MessageKey } from '../../i18n/locales/en'
import { goTo } from '../shared/navigation'
import type { ViewProps } from '../viewProps'

/** Features with their own view (loaded on demand, SPEC §2). */
const FEATURE_VIEWS: Partial<Record<WalletFeature, ViewName>> = {
  receive: 'Receive',
  send: 'Send',
}

const FEATURE_KEYS: Readonly<Record<WalletFeature, MessageKey>> = {
  onramp: 'features.buy',
  swaps: 'features.swap',
  receive: 'features.receive',
  send: 'features.send',
}

/**
 * The wallet features of the Account view in the core's order (SPEC §2: onramp, swaps,
 * receive, send, enabled ones only). Receive and Send open their own views.
 *
 * @example
 * ```tsx
 * <WalletFeatures portico={portico} services={services} />
 * ```
 */
export const WalletFeatures = observer(function WalletFeatures(props: ViewProps) {
  const { t } = useI18n()
  const [open, setOpen] = useState<WalletFeature | undefined>()
  const features = props.portico.connectors.walletFeatures
  if (features.length === 0) return null
  return (
    <section className="portico-account__features" aria-label={t('account.featuresLabel')}>
      <ul className="portico-list portico-list--row">
        {features.map((feature) => (
          <li key={feature}>
            {FEATURE_VIEWS[feature] ? (
              <Button
                variant="secondary"
                onClick={() => goTo(props.portico, FEATURE_VIEWS[feature]!)}
              >
                {t(FEATURE_KEYS[feature])}
              </Button>
            ) : (
              <Button
                variant="secondary"
                aria-expanded={open === feature}
                onClick={() => setOpen(open === feature ? undefined : feature)}
              >
                {t(FEATURE_KEYS[feature])}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {open && (
        <p className="portico-view__detail">
          {t('account.featureUnavailable', { feature: t(FEATURE_KEYS[open]) })}
        </p>
      )}
    </section>
  )
})
