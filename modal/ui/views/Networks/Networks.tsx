import { observer } from 'mobx-react-lite'
import type { ViewProps } from '../viewProps'
import { NetworkList } from './NetworkList'

/**
 * The Networks view: the configured networks; choosing one switches to it and goes back.
 *
 * @example
 * ```tsx
 * portico.open({ view: 'Networks' })
 * ```
 */
export const Networks = observer(function Networks(props: ViewProps) {
  return (
    <div className="portico-view">
      <NetworkList {...props} onSwitched={() => props.portico.router.goBack()} />
    </div>
  )
})

export default Networks
