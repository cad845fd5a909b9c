import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useState } from 'react'
import type { WalletFeature } from '../../../core/options/features'
import { ONRAMP_NAMESPACES } from '../../../features/onramp/onrampRules'
import { Button } from '../../components/Button/Button'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n/I18nProvider'
import type { MessageKey } from '../../i18n/locales/en'
import type { ViewProps } from '../viewProps'

// Feature parts load only when the visitor opens them (SPEC §2).
const ReceivePanel = lazy(() => import('./ReceivePanel'))
const OnrampPanel = lazy(() => import('../../../features/onramp/OnrampPanel'))

const FEATURE_KEYS: Readonly<Record<WalletFeature, MessageKey>> = {
  onramp: 'features.buy',
  swaps: 'features.swap',
  receive: 'features.receive',
  send: 'features.send',
}

/**
 * The wallet features of the Account view in the core's order (SPEC §2: onramp, swaps,
 * receive, send, enabled ones only). Receive shows the address to send to; buy, swap and send
 * have no store support yet and say so.
 *
 * @example
 * ```tsx
 * <WalletFeatures portico={portico} services={services} />
 * ```
 */
export const WalletFeatures = observer(function WalletFeatures(props: ViewProps) {
  const { t } = useI18n()
  const [open, setOpen] = useState<WalletFeature | undefined>()
  const namespace = props.portico.chains.activeNamespace
  // Buy crypto only where the onramp serves (SPEC §9: eip155, solana).
  const features = props.portico.connectors.walletFeatures.filter(
    (feature) => feature !== 'onramp' || (namespace && ONRAMP_NAMESPACES.includes(namespace)),
  )
  if (features.length === 0) return null
  return (
    <section className="portico-account__features" aria-label={t('account.featuresLabel')}>
      <ul className="portico-list portico-list--row">
        {features.map((feature) => (
          <li key={feature}>
            <Button
              variant="secondary"
              aria-expanded={open === feature}
              onClick={() => setOpen(open === feature ? undefined : feature)}
            >
              {t(FEATURE_KEYS[feature])}
            </Button>
          </li>
        ))}
      </ul>
      {open === 'receive' && (
        <Suspense fallback={<Spinner />}>
          <ReceivePanel {...props} />
        </Suspense>
      )}
      {open === 'onramp' && (
        <Suspense fallback={<Spinner />}>
          <OnrampPanel {...props} />
        </Suspense>
      )}
      {open && open !== 'receive' && open !== 'onramp' && (
        <p className="portico-view__detail">
          {t('account.featureUnavailable', { feature: t(FEATURE_KEYS[open]) })}
        </p>
      )}
    </section>
  )
})
