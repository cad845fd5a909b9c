import { observer } from 'mobx-react-lite'
import type { ViewProps } from '../viewProps'
import { NetworkList } from './NetworkList'

/**
 * Where the visitor goes after a switch: to Connect, filtered to the new family, when the
 * switch moved to a chain family they are not connected on (SPEC §4 namespace switch);
 * back otherwise.
 */
function afterSwitch(portico: ViewProps['portico']): void {
  const { chains, router } = portico
  if (chains.isSwitchingNamespace && !chains.isConnected()) router.push('Connect')
  else router.goBack()
}

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
      <NetworkList {...props} onSwitched={() => afterSwitch(props.portico)} />
    </div>
  )
})

export default Networks
