import { type InputHTMLAttributes, type Ref, useId } from 'react'

/** Props of {@link TextInput}. */
export interface TextInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'onChange' | 'value' | 'type' | 'id' | 'aria-invalid' | 'aria-describedby'
  > {
  /** The visible label (required: it is the accessible name). */
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'search' | 'url' | 'tel' | 'number'
  /** Shown below the field; marks the field invalid and describes it. */
  error?: string
  /** Help text below the field (the field's description when there is no error). */
  hint?: string
  /** Keeps the label for assistive technology but hides it visually (e.g. a search field). */
  hideLabel?: boolean
  ref?: Ref<HTMLInputElement>
}

/**
 * A labelled text field whose error is wired to it with `aria-invalid` and `aria-describedby`.
 *
 * @example
 * ```tsx
 * <TextInput label={t('connect.emailLabel')} type="email" value={email} onChange={setEmail}
 *   error={emailError} />
 * ```
 */
export function TextInput({
  label,
  value,
  onChange,
  type = 'text',
  error,
  hint,
  hideLabel = false,
  className,
  ...rest
}: TextInputProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ')
  return (
    <div className={className ? `portico-field ${className}` : 'portico-field'}>
      <label
        htmlFor={id}
        className={hideLabel ? 'portico-visually-hidden' : 'portico-field__label'}
      >
        {label}
      </label>
      <input
        {...rest}
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="portico-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p id={errorId} className="portico-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="portico-field__hint">
          {hint}
        </p>
      )}
    </div>
  )
}
