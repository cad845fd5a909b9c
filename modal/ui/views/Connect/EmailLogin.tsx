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
}

/**
 * The e-mail login part of the connect view, loaded on demand (SPEC §2): the address (its
 * format checked before any round trip), then the embedded wallet sends a code. A second
 * attempt within 30 s shows "Please try again after N seconds", counting down.
 *
 * @example
 * ```tsx
 * <EmailLogin flow={auth.emailLogin} />
 * ```
 */
export const EmailLogin = observer(function EmailLogin({ flow }: EmailLoginProps) {
  const translator = useI18n()
  const { t } = translator
  const [email, setEmail] = useState(flow.email)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void flow.submitEmail(email)
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
          error={emailFlowError(flow, translator)}
        />
        <Button type="submit" fullWidth loading={flow.busy} disabled={flow.busy}>
          {t('connect.continueWithEmail')}
        </Button>
      </form>
    </MethodSection>
  )
})

export default EmailLogin
