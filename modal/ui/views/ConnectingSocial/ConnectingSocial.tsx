import { observer } from 'mobx-react-lite'
import { Button } from '../../components/Button/Button'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n/I18nProvider'
import { embeddedAuthOf } from '../shared/embeddedAuth'
import { errorText } from '../shared/errorText'
import { SOCIAL_NAME_KEYS } from '../shared/socialNames'
import type { ViewProps } from '../viewProps'

/**
 * The ConnectingSocial view: while the provider's window is open, "Continue in the Google
 * window"; when it was closed ("The Google window was closed"), refused or failed, the reason
 * and "Try again" (which opens the window again, from this click). A time-out is said by its
 * SPEC §8 alert above the view, so while that alert shows the view does not say it again.
 *
 * @example
 * ```tsx
 * void auth.socialLogin.connect('google') // pushes this view
 * ```
 */
export const ConnectingSocial = observer(function ConnectingSocial({ portico }: ViewProps) {
  const translator = useI18n()
  const { t } = translator
  const flow = embeddedAuthOf(portico.ports.auth)?.socialLogin
  const provider = flow?.provider
  if (!flow || !provider) {
    return (
      <div className="portico-view">
        <EmptyState title={t('email.noFlow')} />
      </div>
    )
  }
  const name = t(SOCIAL_NAME_KEYS[provider])
  const error = flow.error
  // SPEC §8's socials-timeout alert says the time-out; the view does not repeat it.
  const saidByAlert =
    error?.code === 'SOCIALS_TIMEOUT' && portico.alerts.current?.kind === 'SOCIALS_TIMEOUT'
  return (
    <div className="portico-view portico-connecting">
      {error ? (
        <>
          {!saidByAlert && (
            <p className="portico-field__error" role="alert">
              {flow.windowClosed
                ? t('social.closed', { provider: name })
                : error.code === 'USER_REJECTED'
                  ? t('social.denied')
                  : errorText(error, translator)}
            </p>
          )}
          <Button fullWidth onClick={() => void flow.connect(provider)}>
            {t('common.retry')}
          </Button>
        </>
      ) : (
        <>
          <p className="portico-view__lead">{t('social.continueIn', { provider: name })}</p>
          <Spinner label={t('social.waiting', { provider: name })} size="large" />
        </>
      )}
    </div>
  )
})

export default ConnectingSocial
