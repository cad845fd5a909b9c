import { useId } from 'react'

/** One choice of a {@link SelectField}. */
export interface SelectChoice {
  value: string
  label: string
}

/**
 * A labelled native select in the TextInput look (native: keyboard and screen readers work).
 *
 * @example
 * ```tsx
 * <SelectField label="Pay with" value="USD" choices={[{ value: 'USD', label: 'USD' }]} onChange={set} />
 * ```
 */
export function SelectField(props: {
  label: string
  value: string
  choices: readonly SelectChoice[]
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="portico-field">
      <label htmlFor={id} className="portico-field__label">
        {props.label}
      </label>
      <select
        id={id}
        className="portico-field__input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}
