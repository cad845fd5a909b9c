import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import type { FaultRule } from '../../../simulators/faults'
import type { FaultsStore } from './faultsStore'

/** A rule in words, for the active list. */
function describe(rule: FaultRule, remaining?: number): string {
  const parts = [
    rule.status === undefined ? '' : `status ${rule.status}`,
    rule.latencyMs ? `+${rule.latencyMs} ms` : '',
    rule.drop ? 'connection dropped' : '',
    rule.malformed ? 'malformed body' : '',
    remaining === undefined ? '' : `${remaining} left`,
  ]
  return parts.filter(Boolean).join(', ')
}

/** The relay's own switches: delay every message, refuse new sockets, drop the open ones. */
const RelayFaults = observer(function RelayFaults({ faults }: { faults: FaultsStore }) {
  const [delay, setDelay] = useState(String(faults.relayDelayMs))
  const delayId = useId()
  return (
    <fieldset className="form-grid">
      <legend>WalletConnect relay</legend>
      <label htmlFor={delayId}>Message delay (ms)</label>
      <input
        id={delayId}
        type="number"
        min="0"
        value={delay}
        onChange={(event) => setDelay(event.target.value)}
        onBlur={() => void faults.setRelay(Number(delay) || 0, faults.relayRefusing)}
      />
      <label className="check span-2">
        <input
          type="checkbox"
          checked={faults.relayRefusing}
          onChange={(event) => void faults.setRelay(faults.relayDelayMs, event.target.checked)}
        />
        Refuse new connections
      </label>
      <button type="button" className="span-2" onClick={() => void faults.dropRelaySockets()}>
        Drop every relay socket
      </button>
    </fieldset>
  )
})

/**
 * Fails any route of any running simulator, live: a status code, extra latency, a dropped
 * connection or a malformed body. Active faults are listed (with those a scenario set) and one
 * button clears them all.
 */
export const FaultsPanel = observer(function FaultsPanel({ faults }: { faults: FaultsStore }) {
  const ids = { sim: useId(), route: useId(), status: useId(), latency: useId() }
  const [simulator, setSimulator] = useState('blockchain-api')
  const [route, setRoute] = useState('*')
  const [status, setStatus] = useState('500')
  const [latency, setLatency] = useState('0')
  const [drop, setDrop] = useState(false)
  const [malformed, setMalformed] = useState(false)
  useEffect(() => {
    void faults.loadRoutes(simulator)
  }, [faults, simulator])
  useEffect(() => {
    void faults.refresh()
    // Faults that count down ("next N requests") or that a scenario set show up here too.
    const timer = setInterval(() => void faults.refresh(), 2_000)
    return () => clearInterval(timer)
  }, [faults])

  const rule: FaultRule = {
    ...(status.trim() === '' ? {} : { status: Number(status) }),
    ...(Number(latency) > 0 ? { latencyMs: Number(latency) } : {}),
    ...(drop ? { drop } : {}),
    ...(malformed ? { malformed } : {}),
  }
  return (
    <section aria-labelledby="faults-title" className="panel">
      <h2 id="faults-title">Faults</h2>
      {faults.error ? <p role="alert">{faults.error}</p> : null}
      <form
        className="form-grid"
        onSubmit={(event) => {
          event.preventDefault()
          void faults.apply(simulator, route, rule)
        }}
      >
        <label htmlFor={ids.sim}>Simulator</label>
        <select
          id={ids.sim}
          value={simulator}
          onChange={(event) => {
            setSimulator(event.target.value)
            setRoute('*')
          }}
        >
          {faults.targets.map((target) => (
            <option key={target.name} value={target.name}>
              {target.label}
            </option>
          ))}
        </select>
        {/* A route key is long (GET /v1/account/:address/balance): it gets the whole row. */}
        <label htmlFor={ids.route} className="span-2">
          Route
        </label>
        <select
          id={ids.route}
          className="span-2"
          value={route}
          onChange={(event) => setRoute(event.target.value)}
        >
          {(faults.routes[simulator] ?? ['*']).map((key) => (
            <option key={key} value={key}>
              {key === '*' ? 'every route' : key}
            </option>
          ))}
        </select>
        <label htmlFor={ids.status}>Status code</label>
        <input
          id={ids.status}
          type="number"
          min="100"
          max="599"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
        <label htmlFor={ids.latency}>Latency (ms)</label>
        <input
          id={ids.latency}
          type="number"
          min="0"
          value={latency}
          onChange={(event) => setLatency(event.target.value)}
        />
        <label className="check span-2">
          <input type="checkbox" checked={drop} onChange={(e) => setDrop(e.target.checked)} />
          Drop the connection
        </label>
        <label className="check span-2">
          <input
            type="checkbox"
            checked={malformed}
            onChange={(e) => setMalformed(e.target.checked)}
          />
          Malformed body
        </label>
        <button type="submit" className="primary span-2">
          Apply fault
        </button>
      </form>
      <h3>Active faults</h3>
      {faults.active.length === 0 ? (
        <p className="muted" data-testid="no-faults">
          None: every simulator answers normally.
        </p>
      ) : (
        <ul className="active-faults" data-testid="active-faults">
          {faults.active.map((fault) => (
            <li key={`${fault.simulator} ${fault.key}`}>
              <span>
                <strong>{fault.simulator}</strong> {fault.key === '*' ? 'every route' : fault.key}:{' '}
                {describe(fault.rule, fault.remaining)}
              </span>
              <button
                type="button"
                onClick={() => void faults.clear(fault.simulator, fault.key)}
                aria-label={`Clear fault ${fault.simulator} ${fault.key}`}
              >
                Clear
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={() => void faults.resetAll()}>
        Reset all faults
      </button>
      <RelayFaults faults={faults} />
    </section>
  )
})
