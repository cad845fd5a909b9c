/**
 * A wallet's account picker: which of its addresses it shows the site (`accountIndex`).
 *
 * @example
 * ```tsx
 * <AccountSelect label="Account" addresses={['0xf39F…', '0x7099…']} index={0} onChange={pick} />
 * ```
 */
export function AccountSelect(props: {
  label: string
  addresses: readonly string[]
  index: number
  onChange: (index: number) => void
}) {
  return (
    <label>
      {props.label}{' '}
      <select value={props.index} onChange={(e) => props.onChange(Number(e.target.value))}>
        {props.addresses.map((address, index) => (
          <option key={address} value={index}>
            {address}
          </option>
        ))}
      </select>
    </label>
  )
}
