import { Button } from '../../components/Button/Button'
import { useI18n } from '../../i18n/I18nProvider'
import { goTo } from '../shared/navigation'
import type { ViewProps } from '../viewProps'

/**
 * What the Account view offers in place of its features and lists while the wallet is on a
 * network the site does not support: why, and "Switch network" (the network list). Balances,
 * names, Buy and the rest would only fail there ("Token Balance Unavailable"), so they wait.
 *
 * @example
 * ```tsx
 * {portico.networks.isUnsupportedNetwork && <UnsupportedNetworkNotice {...props} />}
 * ```
 */
export function UnsupportedNetworkNotice({ portico }: ViewProps) {
  const { t } = useI18n()
  return (
    <section className="portico-account__unsupported" aria-label={t('networks.unsupportedTitle')}>
      <p className="portico-view__detail">{t('networks.unsupported')}</p>
      <Button fullWidth onClick={() => goTo(portico, 'Networks')}>
        {t('account.switchNetwork')}
      </Button>
    </section>
  )
}
