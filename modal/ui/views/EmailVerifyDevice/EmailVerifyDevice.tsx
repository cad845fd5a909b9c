import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Button } from '../../components/Button/Button'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n/I18nProvider'
import { embeddedAuthOf } from '../shared/embeddedAuth'
import { errorText } from '../shared/errorText'
import type { ViewProps } from '../viewProps'

/**
 * The EmailVerifyDevice view (SPEC §5 VERIFY_DEVICE): a new browser must be approved from the
 * link the embedded wallet e-mailed. The view waits for that approval (30 s, then "Try again")
 * and moves on to the one-time code.
 *
 * @example
 * ```tsx
 * portico.router.push('EmailVerifyDevice')
 * ```
 */
export const EmailVerifyDevice = observer(function EmailVerifyDevice({ portico }: ViewProps) {
  const translator = useI18n()
  const { t } = translator
  const flow = embeddedAuthOf(portico.ports.auth)?.emailLogin
  useEffect(() => {
    void flow?.waitForDevice()
  }, [flow])
  if (!flow) {
    return (
      <div className="portico-view">
        <EmptyState title={t('email.noFlow')} />
      </div>
    )
  }
  return (
    // Laid out as the other waiting views (social, farcaster): centred text, a large spinner.
    <div className="portico-view portico-connecting">
      <p className="portico-view__lead">{t('email.deviceSent', { email: flow.email })}</p>
      <p className="portico-view__detail">{t('email.deviceHint')}</p>
      {flow.error ? (
        <>
          <p className="portico-field__error" role="alert">
            {/* The 30 s wait ran out: say what to do, not "Request was aborted". */}
            {flow.error.code === 'REQUEST_ABORTED'
              ? t('email.deviceExpired')
              : errorText(flow.error, translator)}
          </p>
          <Button fullWidth onClick={() => void flow.waitForDevice()}>
            {t('common.retry')}
          </Button>
        </>
      ) : (
        <Spinner label={t('email.deviceWaiting')} size="large" />
      )}
    </div>
  )
})

export default EmailVerifyDevice
