import { observer } from 'mobx-react-lite'
import type { WalletFeature } from '../../../core/options/features'
import type { ViewName } from '../../../core/stores/routerStore'
import { Icon, type IconName } from '../../components/Icon/Icon'
import { useI18n } from '../../i18n/I18nProvider'
import type { MessageKey } from '../../i18n/locales/en'
import { shownWalletFeatures } from '../../visibility/visibility'
import { goTo } from '../shared/navigation'
import type { ViewProps } from '../viewProps'

/**
 * Each feature's own view (each loaded on demand, SPEC §2). Buy crypto is a view too, not a
 * panel inside Account: no scroll inside the Account's scroll (issue 36).
 */
const FEATURE_VIEWS: Readonly<Record<WalletFeature, ViewName>> = {
  onramp: 'BuyCrypto',
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

const FEATURE_ICONS: Readonly<Record<WalletFeature, IconName>> = {
  onramp: 'buy',
  swaps: 'swap',
  receive: 'receive',
  send: 'send',
}

/**
 * The wallet features of the Account view in the core's order (SPEC §2: onramp, swaps,
 * receive, send), the enabled, built and backed ones only, each where it serves (ui/visibility:
 * Swap on SPEC §9's swap networks, Buy crypto on the onramp namespaces eip155 and solana). Each opens its own view.
 *
 * One row of equal-width buttons, an icon over a short label: at most four features exist, so
 * at 360 px each button has about 76 px and nothing wraps onto a line of its own (no "More"
 * menu, which would hide one of four for no gain). A long label (German) is cut with an ellipsis
 * and its full text stays the button's name.
 *
 * @example
 * ```tsx
 * <WalletFeatures portico={portico} services={services} />
 * ```
 */
export const WalletFeatures = observer(function WalletFeatures(props: ViewProps) {
  const { t } = useI18n()
  // Which features serve the active network (SPEC §9) is the switchboard's rule, not this view's.
  const features = shownWalletFeatures(props.portico)
  if (features.length === 0) return null
  return (
    <section className="portico-account__features" aria-label={t('account.featuresLabel')}>
      <ul
        className="portico-account__features-row"
        style={{ gridTemplateColumns: `repeat(${features.length}, minmax(0, 1fr))` }}
      >
        {features.map((feature) => {
          const view = FEATURE_VIEWS[feature]
          const label = t(FEATURE_KEYS[feature])
          return (
            <li key={feature}>
              <button
                type="button"
                className="portico-account__feature"
                title={label}
                onClick={() => goTo(props.portico, view)}
              >
                <Icon name={FEATURE_ICONS[feature]} size={20} />
                <span className="portico-account__feature-label">{label}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
})
