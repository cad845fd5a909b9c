import { observer } from 'mobx-react-lite'
import { afterNetworkSwitch } from '../shared/networkSwitch'
import type { ViewProps } from '../viewProps'
import { NetworkList } from './NetworkList'

/**
 * The Networks view: the configured networks, grouped by chain family; choosing one switches
 * to it and goes back, or on to Connect for a family the visitor is not connected on.
 *
 * @example
 * ```tsx
 * portico.open({ view: 'Networks' })
 * ```
 */
export const Networks = observer(function Networks(props: ViewProps) {
  return (
    <div className="portico-view">
      <NetworkList
        {...props}
        onSwitched={() => afterNetworkSwitch(props.portico, props.portico.router.goBack)}
      />
    </div>
  )
})

export default Networks
