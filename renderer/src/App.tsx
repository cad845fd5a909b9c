import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { HostFrame } from './hostFrame/HostFrame'
import { HostFrameStore } from './hostFrame/hostFrameStore'
import { InboxPanel } from './inbox/InboxPanel'
import type { LabStore } from './lab/labStore'
import { PhonePanel } from './phone/PhonePanel'
import { ScenarioPanel } from './scenarios/ScenarioPanel'
import { SimulatorList } from './simulators/SimulatorList'
import { WalletPanel } from './wallets/WalletPanel'

/** The lab: simulators and scenarios on the left, the demo host site with Portico on the right. */
export const App = observer(function App({ lab }: { lab: LabStore }) {
  const [frame] = useState(() => new HostFrameStore(lab))
  return (
    <div className="lab">
      <header className="lab-header">
        <h1>Portico lab</h1>
        <span data-testid="bridge-kind">
          {lab.bridge.kind === 'electron' ? 'Electron' : 'Browser mode'}
        </span>
      </header>
      <main className="lab-main">
        <div className="lab-side">
          <SimulatorList lab={lab} />
          <ScenarioPanel frame={frame} />
          <PhonePanel lab={lab} frame={frame} />
          <WalletPanel frame={frame} lab={lab} />
          <InboxPanel lab={lab} />
        </div>
        <HostFrame lab={lab} frame={frame} />
      </main>
    </div>
  )
})
