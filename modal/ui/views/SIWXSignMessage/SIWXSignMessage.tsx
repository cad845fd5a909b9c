import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { Button } from '../../components/Button/Button'
import { useI18n } from '../../i18n/I18nProvider'
import { errorText } from '../shared/errorText'
import type { ViewProps } from '../viewProps'

/**
 * The SIWXSignMessage view (SPEC §4 SIWX): asks the visitor to sign in with the connected
 * wallet. It shows only once SIWX signing is built (ui/visibility); until then "Sign" is inert.
 * Cancel works as SPEC says: it disconnects when sign-in is required, else it closes.
 * While sign-in is required and no session exists the modal refuses to close (ModalRoot).
 *
 * @example
 * ```tsx
 * <SIWXSignMessage portico={portico} services={services} />
 * ```
 */
export const SIWXSignMessage = observer(function SIWXSignMessage({ portico }: ViewProps) {
  const translator = useI18n()
  const { t } = translator
  const [error, setError] = useState<string | undefined>()
  const app = portico.options.metadata?.name ?? t('siwx.thisApp')

  const cancel = async () => {
    if (!portico.signIn.required) {
      portico.modal.close()
      return
    }
    try {
      await portico.connection.disconnect()
    } catch (e) {
      setError(errorText(e, translator))
      return
    }
    // Once disconnected the view no longer guards closing: leave it, then close.
    portico.router.reset('Connect')
    portico.modal.close()
  }

  return (
    <div className="portico-view portico-siwx">
      <p className="portico-view__lead">{t('siwx.prompt', { app })}</p>
      {portico.signIn.required && <p className="portico-view__detail">{t('siwx.required')}</p>}
      {error && <p role="alert">{error}</p>}
      <div className="portico-approve__actions">
        <Button variant="secondary" onClick={() => void cancel()}>
          {t('common.cancel')}
        </Button>
        <Button disabled>{t('siwx.sign')}</Button>
      </div>
    </div>
  )
})

export default SIWXSignMessage
