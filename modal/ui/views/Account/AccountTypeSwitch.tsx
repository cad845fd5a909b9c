import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Portico } from '../../../core/createPortico'
import { AUTH_CONNECTOR_ID } from '../../../core/stores/connectorTypes'
import { Button } from '../../components/Button/Button'
import { useI18n } from '../../i18n/I18nProvider'
import { embeddedAuthOf } from '../shared/embeddedAuth'
import { errorText } from '../shared/errorText'

/**
 * The embedded wallet's account-type switch (SPEC §6): "Switch to EOA" on the smart account,
 * "Switch to smart account" on the EOA. Shown only for an embedded account that has both.
 *
 * @example
 * ```tsx
 * <AccountTypeSwitch portico={portico} />
 * ```
 */
export const AccountTypeSwitch = observer(function AccountTypeSwitch({
  portico,
}: {
  portico: Portico
}) {
  const translator = useI18n()
  const { t } = translator
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(undefined)
  const auth = embeddedAuthOf(portico.ports.auth)
  const account = portico.chains.chains.get('eip155')?.account
  const embedded = account?.connectedWalletInfo?.connectorId === AUTH_CONNECTOR_ID
  const hasSmart = account?.allAccounts.some((a) => a.type === 'smartAccount')
  if (!auth || !embedded || !hasSmart) return null
  const next = account?.preferredAccountType === 'smartAccount' ? 'eoa' : 'smartAccount'
  const change = () => {
    setBusy(true)
    setError(undefined)
    auth
      .setPreferredAccountType(next)
      .catch(setError)
      .finally(() => setBusy(false))
  }
  return (
    <>
      <Button variant="secondary" loading={busy} disabled={busy} onClick={change}>
        {next === 'eoa' ? t('account.switchToEoa') : t('account.switchToSmart')}
      </Button>
      {error !== undefined && (
        <p className="portico-field__error" role="alert">
          {errorText(error, translator)}
        </p>
      )}
    </>
  )
})
