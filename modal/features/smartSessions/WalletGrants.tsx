import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatUnits } from 'viem'
import { Button } from '../../ui/components/Button/Button'
import { useI18n } from '../../ui/i18n/I18nProvider'
import type { ViewProps } from '../../ui/views/viewProps'
import { grantText } from './grantText'
import { GRANT_ALLOWANCE_WEI, permissionGrantsOf } from './permissionGrants'

/**
 * The smart sessions granted through the connected wallet (ERC-7715): each with what it allows
 * and when it expires, and Revoke; then the grant button. Nothing at all when the wallet
 * cannot grant permissions (its capabilities say so): no placeholder.
 *
 * @example
 * ```tsx
 * <WalletGrants {...props} />
 * ```
 */
export const WalletGrants = observer(function WalletGrants({ portico }: ViewProps) {
  const translator = useI18n()
  const { t } = translator
  const grants = permissionGrantsOf(portico)
  const address = portico.chains.activeAddress
  const networkId = portico.chains.activeCaipNetwork?.caipNetworkId

  useEffect(() => {
    if (address && networkId) void grants.check()
  }, [grants, address, networkId])

  if (!grants.canGrant) return null
  const currency = portico.chains.activeCaipNetwork?.nativeCurrency ?? {
    symbol: 'ETH',
    decimals: 18,
  }
  const date = new Intl.DateTimeFormat(translator.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const amount = formatUnits(GRANT_ALLOWANCE_WEI, currency.decimals)
  return (
    <>
      <ul className="portico-list" aria-label={t('sessions.granted')}>
        {grants.grants.map((grant) => {
          const what = grant.permissions.map((p) => grantText(t, p, currency)).join(', ')
          return (
            <li key={grant.permissionsContext} className="portico-list__row">
              <span className="portico-list__row-text">
                <span>{what}</span>
                <span className="portico-view__detail">
                  {t('sessions.expires', { date: date.format(grant.expiry * 1000) })}
                </span>
              </span>
              <Button
                variant="secondary"
                loading={grants.busy}
                aria-label={t('sessions.revokeGrant', { what })}
                onClick={() => void grants.revoke(grant.permissionsContext)}
              >
                {t('sessions.revoke')}
              </Button>
            </li>
          )
        })}
      </ul>
      <Button fullWidth loading={grants.busy} onClick={() => void grants.grant()}>
        {t('sessions.grant', { amount, symbol: currency.symbol })}
      </Button>
      {grants.errorCode && <p role="alert">{translator.translateError(grants.errorCode)}</p>}
    </>
  )
})
