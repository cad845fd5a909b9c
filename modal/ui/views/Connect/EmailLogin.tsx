import { observer } from 'mobx-react-lite'
import { type FormEvent, useState } from 'react'
import type { EmailLogin as EmailLoginFlow } from '../../../connectors/auth/emailLogin'
import { Button } from '../../components/Button/Button'
import { TextInput } from '../../components/TextInput/TextInput'
import { useI18n } from '../../i18n/I18nProvider'
import { emailFlowError } from '../shared/emailFlowError'
import { MethodSection } from './MethodSection'

/** Props of {@link EmailLogin}. */
export interface EmailLoginProps {
  flow: EmailLoginFlow
  /** The address a returning visitor logged in with (stored `email`): offered in one press. */
  returningEmail?: string | undefined
}

/**
 * The e-mail login part of the connect view, loaded on demand (SPEC §2): the address (its
 * format checked before any round trip), then the embedded wallet sends a code. A second
 * attempt within 30 s shows "Please try again after N seconds", counting down. A returning
 * visitor is offered their address first ("Continue as alice@…", which sends the code there),
 * with "Use another e-mail" for the form.
 *
 * @example
 * ```tsx
 * <EmailLogin flow={auth.emailLogin} returningEmail={storage.get('email')} />
 * ```
 */
export const EmailLogin = observer(function EmailLogin({ flow, returningEmail }: EmailLoginProps) {
  const translator = useI18n()
  const { t } = translator
  const [email, setEmail] = useState(flow.email)
  const [another, setAnother] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void flow.submitEmail(email)
  }
  const error = emailFlowError(flow, translator)
  if (returningEmail && !another) {
    return (
      <MethodSection title={t('connect.emailHeading')}>
        <Button
          fullWidth
          loading={flow.busy}
          disabled={flow.busy}
          onClick={() => void flow.submitEmail(returningEmail)}
        >
          <span className="portico-connect__continue-as">
            {t('connect.continueAs', { name: returningEmail })}
          </span>
        </Button>
        {error && (
          <p className="portico-connect__note" role="alert">
            {error}
          </p>
        )}
        <Button variant="ghost" fullWidth onClick={() => setAnother(true)}>
          {t('connect.useAnotherEmail')}
        </Button>
      </MethodSection>
    )
  }
  return (
    <MethodSection title={t('connect.emailHeading')}>
      <form className="portico-email" onSubmit={submit} noValidate>
        <TextInput
          label={t('connect.emailLabel')}
          type="email"
          autoComplete="email"
          placeholder={t('connect.emailPlaceholder')}
          value={email}
          onChange={setEmail}
          error={error}
        />
        <Button type="submit" fullWidth loading={flow.busy} disabled={flow.busy}>
          {t('connect.continueWithEmail')}
        </Button>
      </form>
    </MethodSection>
  )
})

export default EmailLogin
