import { observer } from 'mobx-react-lite'
import { LAB_STATE } from '../../../main/bridge/protocol'
import type { LabStore } from '../lab/labStore'
import { AnvilPanel } from './AnvilPanel'

/** Every simulator the host knows, with its live state and start/stop. */
export const SimulatorList = observer(function SimulatorList({ lab }: { lab: LabStore }) {
  return (
    <section aria-labelledby="simulators-title" className="panel">
      <h2 id="simulators-title">Simulators</h2>
      {lab.error ? <p role="alert">{lab.error}</p> : null}
      <ul className="simulators">
        {/* The recorder is a file writer, not a service QA stops or starts. */}
        {lab.statuses
          .filter((status) => status.name !== 'recorder')
          .map((status) => (
            <li key={status.name} data-testid={`simulator-${status.name}`}>
              <strong>{status.name}</strong>{' '}
              <span
                className={`state state-${status.state}`}
                data-testid={`simulator-${status.name}-state`}
              >
                {status.state}
              </span>{' '}
              {status.name === LAB_STATE ? (
                // Not a service: what QA does with it is put the lab back as it started.
                <button
                  type="button"
                  disabled={status.state !== 'running'}
                  onClick={() => void lab.command(LAB_STATE, 'restore')}
                >
                  Restore start state
                </button>
              ) : (
                <button type="button" onClick={() => void lab.toggle(status.name)}>
                  {status.state === 'running' ? `Stop ${status.name}` : `Start ${status.name}`}
                </button>
              )}
              {status.error ? <p role="alert">{status.error}</p> : null}
              {status.name === 'anvil' && status.state === 'running' && status.info.rpcUrl ? (
                <AnvilPanel key={String(status.info.rpcUrl)} rpcUrl={String(status.info.rpcUrl)} />
              ) : null}
            </li>
          ))}
      </ul>
    </section>
  )
})
