import { observer } from 'mobx-react-lite'
import { Button } from '../../components/Button/Button'
import { useI18n } from '../../i18n/I18nProvider'
import type { ViewProps } from '../viewProps'

/**
 * The RegisterAccountNameSuccess view: confirms the registered name (the account's profile
 * name, set by the registration) and leads back to Account.
 *
 * @example
 * ```tsx
 * portico.router.replace('RegisterAccountNameSuccess')
 * ```
 */
export const RegisterAccountNameSuccess = observer(function RegisterAccountNameSuccess({
  portico,
}: ViewProps) {
  const { t } = useI18n()
  const name = portico.chains.activeChain?.account.profileName
  return (
    <div className="portico-view">
      <p role="status" className="portico-view__lead">
        {name ? t('names.success', { name }) : t('names.successGeneric')}
      </p>
      <Button fullWidth onClick={() => portico.router.reset('Account')}>
        {t('names.backToAccount')}
      </Button>
    </div>
  )
})

export default RegisterAccountNameSuccess
