import { observer } from 'mobx-react-lite'
import type { LabStore } from './lab/labStore'
import { SimulatorList } from './simulators/SimulatorList'

/** The lab: simulators on the left, the demo host site with Portico on the right. */
export const App = observer(function App({ lab }: { lab: LabStore }) {
  return (
    <div className="lab">
      <header className="lab-header">
        <h1>Portico lab</h1>
        <span data-testid="bridge-kind">
          {lab.bridge.kind === 'electron' ? 'Electron' : 'Browser mode'}
        </span>
      </header>
      <main className="lab-main">
        <SimulatorList lab={lab} />
        <section aria-labelledby="host-title" className="panel host-site">
          <h2 id="host-title">Demo host site</h2>
          <p>The host page that embeds Portico lives here.</p>
        </section>
      </main>
    </div>
  )
})
