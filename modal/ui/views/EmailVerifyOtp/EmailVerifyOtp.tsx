import { observer } from 'mobx-react-lite'
import { type FormEvent, useState } from 'react'
import { Button } from '../../components/Button/Button'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { TextInput } from '../../components/TextInput/TextInput'
import { useI18n } from '../../i18n/I18nProvider'
import { emailFlowError } from '../shared/emailFlowError'
import { embeddedAuthOf } from '../shared/embeddedAuth'
import type { ViewProps } from '../viewProps'

/**
 * The EmailVerifyOtp view: the one-time code the embedded wallet e-mailed, and "Resend code"
 * (throttled to once per 30 s, the refusal counting down). A right code connects the embedded
 * account and closes the modal; a wrong one says so and keeps the field.
 *
 * @example
 * ```tsx
 * portico.router.push('EmailVerifyOtp')
 * ```
 */
export const EmailVerifyOtp = observer(function EmailVerifyOtp({ portico }: ViewProps) {
  const translator = useI18n()
  const { t } = translator
  const [otp, setOtp] = useState('')
  const flow = embeddedAuthOf(portico.ports.auth)?.emailLogin
  if (!flow) {
    return (
      <div className="portico-view">
        <EmptyState title={t('email.noFlow')} />
      </div>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void flow.submitOtp(otp)
  }
  return (
    <form className="portico-view portico-email" onSubmit={submit} noValidate>
      <p className="portico-view__lead">{t('email.codeSent', { email: flow.email })}</p>
      <TextInput
        label={t('email.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={otp}
        onChange={setOtp}
        error={emailFlowError(flow, translator)}
      />
      <Button type="submit" fullWidth loading={flow.busy} disabled={flow.busy || otp.trim() === ''}>
        {t('common.continue')}
      </Button>
      <Button variant="ghost" fullWidth disabled={flow.busy} onClick={() => void flow.resend()}>
        {t('email.resend')}
      </Button>
    </form>
  )
})

export default EmailVerifyOtp
