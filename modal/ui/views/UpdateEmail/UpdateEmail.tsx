import { observer } from 'mobx-react-lite'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../../components/Button/Button'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { TextInput } from '../../components/TextInput/TextInput'
import { useI18n } from '../../i18n/I18nProvider'
import { embeddedAuthOf } from '../shared/embeddedAuth'
import { errorText } from '../shared/errorText'
import type { ViewProps } from '../viewProps'

/**
 * The UpdateEmail view (from Account): the new address, then the code sent to the current
 * address, then the one sent to the new address; done, it returns to Account showing the new
 * e-mail.
 *
 * @example
 * ```tsx
 * portico.router.push('UpdateEmail')
 * ```
 */
export const UpdateEmail = observer(function UpdateEmail({ portico }: ViewProps) {
  const translator = useI18n()
  const { t } = translator
  const [value, setValue] = useState('')
  const flow = embeddedAuthOf(portico.ports.auth)?.updateEmail
  useEffect(() => flow?.reset(), [flow])
  if (!flow) {
    return (
      <div className="portico-view">
        <EmptyState title={t('email.noFlow')} />
      </div>
    )
  }
  const current = portico.chains.chains.get('eip155')?.account.user?.email ?? ''
  const error = flow.error
  const errorMessage = !error
    ? undefined
    : error.code === 'INVALID_INPUT'
      ? t('email.invalid')
      : error.code === 'AN_ERROR_OCCURRED' && error.details
        ? t('email.refused')
        : errorText(error, translator)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (flow.step === 'email') {
      // The next step's field starts empty: the new address must not stand in as a code.
      void flow.submitEmail(value).then(() => {
        if (flow.step !== 'email') setValue('')
      })
    } else void flow.submitOtp(value).then(() => setValue(''))
  }
  // Each step says which address it is about (the first, the one being replaced).
  const lead =
    flow.step === 'primary'
      ? t('updateEmail.primarySent', { email: current })
      : flow.step === 'secondary'
        ? t('updateEmail.secondarySent', { email: flow.newEmail })
        : current
          ? t('updateEmail.current', { email: current })
          : undefined
  return (
    <form className="portico-view portico-email" onSubmit={submit} noValidate>
      {lead && <p className="portico-view__lead">{lead}</p>}
      <TextInput
        key={flow.step}
        label={flow.step === 'email' ? t('updateEmail.newLabel') : t('email.codeLabel')}
        type={flow.step === 'email' ? 'email' : 'text'}
        value={value}
        onChange={setValue}
        error={errorMessage}
      />
      <Button
        type="submit"
        fullWidth
        loading={flow.busy}
        disabled={flow.busy || value.trim() === ''}
      >
        {t('common.continue')}
      </Button>
    </form>
  )
})

export default UpdateEmail
