import { observer } from 'mobx-react-lite'
import { Button } from '../../ui/components/Button/Button'
import { useI18n } from '../../ui/i18n/I18nProvider'
import type { ViewProps } from '../../ui/views/viewProps'
import { siwxStoreOf } from './siwxStore'

/**
 * The SIWXSignMessage view (SPEC §4 SIWX): asks the visitor to sign in with the connected
 * wallet. Sign shows "Authenticating..." while the wallet signs and the session is stored, then
 * the modal closes; Cancel disconnects when sign-in is required, else closes. While sign-in is
 * required and no session exists the modal refuses to close (ModalStore.canClose).
 *
 * @example
 * ```tsx
 * <SIWXSignMessage portico={portico} services={services} />
 * ```
 */
export const SIWXSignMessage = observer(function SIWXSignMessage({ portico }: ViewProps) {
  const translator = useI18n()
  const { t } = translator
  const store = siwxStoreOf(portico)
  const app = portico.options.metadata?.name ?? t('siwx.thisApp')
  const signing = store.status === 'signing'

  return (
    <div className="portico-view portico-siwx">
      <p className="portico-view__lead">{t('siwx.prompt', { app })}</p>
      {portico.signIn.required && <p className="portico-view__detail">{t('siwx.required')}</p>}
      {/* Announced to screen readers; the Sign button shows the same words on screen (once). */}
      <p role="status" className="portico-visually-hidden">
        {signing ? t('siwx.authenticating') : ''}
      </p>
      {store.errorCode && <p role="alert">{translator.translateError(store.errorCode)}</p>}
      <div className="portico-approve__actions">
        <Button variant="secondary" disabled={signing} onClick={() => void store.cancel()}>
          {t('common.cancel')}
        </Button>
        <Button disabled={signing || !store.target} onClick={() => void store.sign()}>
          {signing ? t('siwx.authenticating') : t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
})

export default SIWXSignMessage
