import { observer } from 'mobx-react-lite'
import { type FormEvent, useState } from 'react'
import { isAccountName } from '../../../core/validation/nameRegistration'
import { Button } from '../../components/Button/Button'
import { TextInput } from '../../components/TextInput/TextInput'
import { useI18n } from '../../i18n/I18nProvider'
import type { ViewProps } from '../viewProps'

/**
 * The RegisterAccountName view: a name form checked against SPEC §5 (letters, digits and
 * hyphens, at least 4 characters); the error is wired to the field and announced. The core
 * has no registration action yet (sign, post, set the profile name): the view shows only once
 * names are built (ui/visibility).
 *
 * @example
 * ```tsx
 * <RegisterAccountName portico={portico} services={services} />
 * ```
 */
export const RegisterAccountName = observer(function RegisterAccountName(_props: ViewProps) {
  const { t } = useI18n()
  const [name, setName] = useState('')
  const [checked, setChecked] = useState(false)
  const error = checked && !isAccountName(name) ? t('names.invalid') : undefined

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
  }

  return (
    <form className="portico-view portico-names" onSubmit={onSubmit} noValidate>
      <TextInput
        label={t('names.label')}
        value={name}
        onChange={setName}
        onBlur={() => name !== '' && setChecked(true)}
        hint={t('names.rule')}
        error={error}
        autoComplete="off"
        spellCheck={false}
      />
      {/* The field shows the error; this live region announces it when it appears. */}
      <p role="alert" className="portico-visually-hidden">
        {error ?? ''}
      </p>
      <Button type="submit" fullWidth>
        {t('names.register')}
      </Button>
    </form>
  )
})

export default RegisterAccountName
