import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useState } from 'react'
import type { WalletFeature } from '../../../core/options/features'
import { isSwapNetwork } from '../../../features/swap/swapConstants'
import { Button } from '../../components/Button/Button'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n/I18nProvider'
import type { MessageKey } from '../../i18n/locales/en'
import { shownWalletFeatures } from '../../visibility/visibility'
import type { ViewProps } from '../viewProps'

// Feature parts load only when the visitor opens them (SPEC §2).
const ReceivePanel = lazy(() => import('./ReceivePanel'))

const FEATURE_KEYS: Readonly<Record<WalletFeature, MessageKey>> = {
  onramp: 'features.buy',
  swaps: 'features.swap',
  receive: 'features.receive',
  send: 'features.send',
}

/**
 * The wallet features of the Account view in the core's order (SPEC §2: onramp, swaps,
 * receive, send), the enabled, built and backed ones only (ui/visibility). Receive shows the
 * address to send to.
 *
 * @example
 * ```tsx
 * <WalletFeatures portico={portico} services={services} />
 * ```
 */
export const WalletFeatures = observer(function WalletFeatures(props: ViewProps) {
  const { t } = useI18n()
  const [open, setOpen] = useState<WalletFeature | undefined>()
  // Swap shows on the networks of SPEC §9's swap list only.
  const onSwapNetwork = isSwapNetwork(props.portico.chains.activeCaipNetwork)
  const features = shownWalletFeatures(props.portico).filter(
    (feature) => feature !== 'swaps' || onSwapNetwork,
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
              onClick={() =>
                feature === 'swaps'
                  ? props.portico.router.push('Swap')
                  : setOpen(open === feature ? undefined : feature)
              }
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
    </section>
  )
})
