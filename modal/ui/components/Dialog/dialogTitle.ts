import { createContext, useContext, useId } from 'react'

/** The id a dialog's title must carry, so that `aria-labelledby` finds it. */
export const DialogTitleIdContext = createContext<string | undefined>(undefined)

/**
 * The id for a title element: the surrounding dialog's, or a fresh one outside a dialog.
 *
 * @example
 * ```tsx
 * const id = useDialogTitleId()
 * return <h2 id={id} tabIndex={-1}>{title}</h2>
 * ```
 */
export function useDialogTitleId(): string {
  const own = useId()
  return useContext(DialogTitleIdContext) ?? own
}
