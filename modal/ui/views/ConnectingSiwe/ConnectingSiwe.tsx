import { observer } from 'mobx-react-lite'
import type { ViewProps } from '../viewProps'

/**
 * The ConnectingSiwe view (legacy sign-in with Ethereum). The core only records whether a
 * `siweConfig` is set and has no SIWE flow, so this view never shows: ui/visibility marks the
 * `siwe` flow unbuilt and the modal shows Connect or Account in its place. Whoever builds SIWE
 * renders the flow here and flips `BUILT.flows.siwe`.
 *
 * @example
 * ```tsx
 * <ConnectingSiwe portico={portico} services={services} />
 * ```
 */
export const ConnectingSiwe = observer(function ConnectingSiwe(_props: ViewProps) {
  return <div className="portico-view" />
})

export default ConnectingSiwe
