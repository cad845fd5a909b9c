import { observer } from 'mobx-react-lite'
import type { FormEvent } from 'react'
import { Button } from '../../ui/components/Button/Button'
import { Spinner } from '../../ui/components/Spinner/Spinner'
import { TextInput } from '../../ui/components/TextInput/TextInput'
import { useI18n } from '../../ui/i18n/I18nProvider'
import { errorText } from '../../ui/views/shared/errorText'
import type { ViewProps } from '../../ui/views/viewProps'
import { NAME_ZONE, namesStoreOf } from './namesStore'

/**
 * The RegisterAccountName view (SPEC §4, §5): a name checked against the rule (letters, digits
 * and hyphens, 4 to 63, a letter or digit at both ends, no hyphens at 3–4), each broken rule
 * with its message as the visitor types, then ENSIP-15 normalized; its availability and
 * suggestions; Register is enabled only for a valid, available name: the wallet signs,
 * the name is posted and set on the account, and RegisterAccountNameSuccess shows. A failure
 * shows its error here. eip155 only: the Account view offers it nowhere else.
 *
 * @example
 * ```tsx
 * <RegisterAccountName portico={portico} services={services} />
 * ```
 */
export const RegisterAccountName = observer(function RegisterAccountName({ portico }: ViewProps) {
  const translator = useI18n()
  const { t } = translator
  const store = namesStoreOf(portico)
  // The rule is checked as the visitor types (issue 36): no need to press Register to learn it.
  const rule = store.name === '' ? undefined : store.ruleError
  // The SPEC §5 rule keeps its own wording; the label rules have catalogue messages.
  const ruleError =
    rule === undefined
      ? undefined
      : rule === 'INVALID_INPUT'
        ? t('names.invalid')
        : translator.translateError(rule)
  const full = store.fullName
  // The API's own reason first (SPEC §8); else the catalogue text, its values filled in.
  const error = store.error && (store.errorDetails ?? errorText(store.error, translator))

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (store.canRegister) void store.register()
  }

  return (
    <form className="portico-view portico-names" onSubmit={onSubmit} noValidate>
      <TextInput
        label={t('names.label')}
        value={store.name}
        onChange={(value) => void store.setName(value)}
        // The rule shows once: as the hint, or (when broken) as the error that replaces it.
        {...(ruleError ? { error: ruleError } : { hint: t('names.rule') })}
        autoComplete="off"
        spellCheck={false}
      />
      <p role="status" className="portico-view__detail portico-names__status">
        {(store.registering || (store.isValid && store.availability === 'checking')) && (
          <Spinner size="small" decorative />
        )}
        {store.isValid && store.availability === 'checking' && t('names.checking', { name: full })}
        {store.isValid &&
          store.availability === 'available' &&
          t('names.available', { name: full })}
        {store.isValid && store.availability === 'taken' && t('names.taken', { name: full })}
        {store.registering && t('names.registering')}
      </p>
      {/* The field shows the rule error; this live region announces it and any other error. */}
      <p role="alert" className={error ? 'portico-view__detail' : 'portico-visually-hidden'}>
        {error ?? ruleError ?? ''}
      </p>
      {store.suggestions.length > 0 && (
        <section aria-label={t('names.suggestions')}>
          <p className="portico-view__detail">{t('names.suggestions')}</p>
          <ul className="portico-list portico-list--row">
            {store.suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <Button
                  variant="secondary"
                  disabled={suggestion.registered}
                  onClick={() => void store.setName(suggestion.name.replace(`.${NAME_ZONE}`, ''))}
                >
                  {suggestion.name}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* Enabled only for a name that follows the rules and is free (SPEC §4, §5). */}
      <Button type="submit" fullWidth disabled={!store.canRegister} loading={store.registering}>
        {store.registering ? t('names.registering') : t('names.register')}
      </Button>
    </form>
  )
})

export default RegisterAccountName
