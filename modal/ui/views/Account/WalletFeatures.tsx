import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useState } from 'react'
import type { WalletFeature } from '../../../core/options/features'
import type { ViewName } from '../../../core/stores/routerStore'
import { Button } from '../../components/Button/Button'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n/I18nProvider'
import type { MessageKey } from '../../i18n/locales/en'
import { shownWalletFeatures } from '../../visibility/visibility'
import { goTo } from '../shared/navigation'
import type { ViewProps } from '../viewProps'

// Buy crypto is a panel that loads only when the visitor opens it (SPEC §2).
const OnrampPanel = lazy(() => import('../../../features/onramp/OnrampPanel'))

/** Features with their own view (each loaded on demand, SPEC §2). */
const FEATURE_VIEWS: Partial<Record<WalletFeature, ViewName>> = {
  swaps: 'Swap',
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
 * receive, send), the enabled, built and backed ones only, each where it serves (ui/visibility:
 * Swap on SPEC §9's swap networks, Buy crypto on the onramp namespaces eip155 and solana). Swap, Receive and Send open their own views; Buy crypto opens its panel.
 *
 * @example
 * ```tsx
 * <WalletFeatures portico={portico} services={services} />
 * ```
 */
export const WalletFeatures = observer(function WalletFeatures(props: ViewProps) {
  const { t } = useI18n()
  const [open, setOpen] = useState<WalletFeature | undefined>()
  // Which features serve the active network (SPEC §9) is the switchboard's rule, not this view's.
  const features = shownWalletFeatures(props.portico)
  if (features.length === 0) return null
  return (
    <section className="portico-account__features" aria-label={t('account.featuresLabel')}>
      <ul className="portico-list portico-list--row">
        {features.map((feature) => {
          const view = FEATURE_VIEWS[feature]
          return (
            <li key={feature}>
              {view ? (
                <Button variant="secondary" onClick={() => goTo(props.portico, view)}>
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
          )
        })}
      </ul>
      {open === 'onramp' && (
        <Suspense fallback={<Spinner />}>
          <OnrampPanel {...props} />
        </Suspense>
      )}
    </section>
  )
})
