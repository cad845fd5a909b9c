import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { LAB_STATE } from '../../main/bridge/protocol'
import { FaultsPanel } from './faults/FaultsPanel'
import { FaultsStore } from './faults/faultsStore'
import { startChainClockSync } from './hostFrame/chainClockSync'
import { HostFrame } from './hostFrame/HostFrame'
import { HostFrameStore } from './hostFrame/hostFrameStore'
import { InboxPanel } from './inbox/InboxPanel'
import { ColumnTabs } from './lab/ColumnTabs'
import type { LabStore } from './lab/labStore'
import { PhonePanel } from './phone/PhonePanel'
import { RecorderPanel } from './recorder/RecorderPanel'
import { RecorderStore } from './recorder/recorderStore'
import { ScenarioPanel } from './scenarios/ScenarioPanel'
import { ScenarioRunStore } from './scenarios/scenarioRunStore'
import { SimulatorList } from './simulators/SimulatorList'
import { TimelinePanel } from './timeline/TimelinePanel'
import { TimelineStore } from './timeline/timelineStore'
import { WalletPanel } from './wallets/WalletPanel'

/** The lab's EVM chains, whose block times follow the virtual clock. */
const CHAINS = ['anvil', 'anvil-base'] as const

/**
 * The lab: simulators, faults and wallets on the left; the demo host site with Portico in the
 * middle; the recorder, then scenarios (with their reports) and the timeline as two tabs on the
 * right, so at 1440×900 the demo and what a replay reports are in view together, and the
 * timeline is one click away, not under the scenario list.
 */
export const App = observer(function App({ lab }: { lab: LabStore }) {
  const [stores] = useState(() => {
    const frame = new HostFrameStore(lab)
    const recorder = new RecorderStore(lab, frame)
    return {
      frame,
      recorder,
      // Each scenario starts from the lab's known state (main/host/labStateSimulator.ts).
      runs: new ScenarioRunStore(frame, () =>
        lab.command(LAB_STATE, 'restore').then((result) => result !== undefined),
      ),
      timeline: new TimelineStore(lab, () => frame.clockNow),
      faults: new FaultsStore(lab, (change) => recorder.note(change)),
    }
  })
  const { frame, runs, timeline, faults, recorder } = stores
  // The chains date their blocks by the demo page's virtual clock (both anvils).
  useEffect(
    () =>
      startChainClockSync(
        () => frame.clockNow,
        (ms) =>
          Promise.all(
            CHAINS.filter((name) => lab.status(name)?.state === 'running').map((name) =>
              lab.command(name, 'setTime', { ms }),
            ),
          ),
        // A new frame, or a restore (which takes the chains back to their snapshot's time).
        () => `${frame.run}/${lab.status(LAB_STATE)?.info.restores ?? 0}`,
      ),
    [frame, lab],
  )
  return (
    <div className="lab">
      <header className="lab-header">
        <h1>Portico lab</h1>
        <span data-testid="bridge-kind" className="badge">
          {lab.bridge.kind === 'electron' ? 'Electron' : 'Browser mode'}
        </span>
        {/* Issue 20: every screenshot baseline of e2e/visual.spec.ts, in a grid. */}
        <a href="./gallery.html" target="_blank" rel="noreferrer">
          Screenshot gallery
        </a>
      </header>
      <main className="lab-main">
        <div className="lab-column lab-side">
          <SimulatorList lab={lab} />
          <FaultsPanel faults={faults} />
          <PhonePanel lab={lab} frame={frame} />
          <WalletPanel
            frame={frame}
            lab={lab}
            onApply={(wallet, patch) => recorder.note({ do: 'wallet', wallet, patch })}
          />
          <InboxPanel lab={lab} />
        </div>
        <div className="lab-column lab-center">
          <HostFrame lab={lab} frame={frame} timeline={timeline} recorder={recorder} />
        </div>
        <div className="lab-column lab-right">
          <RecorderPanel recorder={recorder} onReplay={(id) => runs.run(id)} />
          <ColumnTabs
            label="Scenarios and timeline"
            tabs={[
              {
                id: 'scenarios',
                label: 'Scenarios',
                panel: <ScenarioPanel frame={frame} runs={runs} />,
              },
              { id: 'timeline', label: 'Timeline', panel: <TimelinePanel timeline={timeline} /> },
            ]}
          />
        </div>
      </main>
    </div>
  )
})
