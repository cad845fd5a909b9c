import { createContext, useContext } from 'react'

/**
 * True inside a view the closed modal renders ahead, hidden (see ModalRoot's prepared view).
 * Whatever would reach the network just by being in the DOM (an image's `src`) waits until
 * the view shows: nothing leaves the page before `open()`.
 *
 * @example
 * ```tsx
 * <OffstageContext.Provider value={true}><WalletImage … /></OffstageContext.Provider>
 * ```
 */
export const OffstageContext = createContext(false)

/**
 * Whether the calling component is in a prepared, hidden view.
 *
 * @example
 * ```tsx
 * const offstage = useOffstage()
 * return <img src={offstage ? undefined : src} alt="" />
 * ```
 */
export function useOffstage(): boolean {
  return useContext(OffstageContext)
}
