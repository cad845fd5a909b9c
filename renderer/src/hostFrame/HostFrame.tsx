import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import type { LabStore } from '../lab/labStore'
import { linkFrame } from './frameLink'
import type { HostFrameStore } from './hostFrameStore'

/** Virtual-clock steps QA uses most: a snackbar, the e-mail throttle, a pairing lifetime. */
const CLOCK_STEPS = [
  { label: '+1 s', ms: 1_000 },
  { label: '+30 s', ms: 30_000 },
  { label: '+3 min 50 s', ms: 230_000 },
]

/** The demo host site with Portico, in an iframe linked to the lab's simulators and clock. */
export const HostFrame = observer(function HostFrame(props: {
  lab: LabStore
  frame: HostFrameStore
}) {
  const { lab, frame } = props
  const iframe = useRef<HTMLIFrameElement>(null)
  const link = useRef<ReturnType<typeof linkFrame> | undefined>(undefined)
  useEffect(() => {
    link.current = linkFrame(
      window,
      () => iframe.current?.contentWindow,
      {
        command: (name, command, params) =>
          lab.bridge.call('simulators.command', { name, command, params }),
        onReport: (report) => frame.setReport(report),
        onReady: () => frame.setReady(),
        onClockNow: (now) => frame.setClockNow(now),
      },
      // The page runs on its own origin (browser mode): messages go there and only there.
      () => frame.origin,
    )
    frame.setLink(link.current)
    return () => {
      frame.setLink(undefined)
      link.current?.dispose()
    }
  }, [lab, frame])

  const src = frame.src
  return (
    <section aria-labelledby="host-title" className="panel host-site">
      <h2 id="host-title">Demo host site</h2>
      <fieldset className="clock">
        <legend>Virtual clock</legend>
        <span data-testid="virtual-clock">
          {frame.clockNow === undefined
            ? 'clock: …'
            : `clock: ${new Date(frame.clockNow).toISOString()}`}
        </span>
        {CLOCK_STEPS.map((step) => (
          <button
            key={step.ms}
            type="button"
            disabled={!frame.ready}
            onClick={() => {
              link.current?.advanceClock(step.ms)
              // The lab's Solana chain follows the virtual clock: slots and blockhashes move on.
              if (lab.status('solana')?.state === 'running') {
                void lab.command('solana', 'advanceTime', { ms: step.ms })
              }
              // So does the bitcoin chain: one block per 10 virtual minutes.
              if (lab.status('bitcoin')?.state === 'running') {
                void lab.command('bitcoin', 'advanceTime', { ms: step.ms })
              }
            }}
          >
            {`Advance ${step.label}`}
          </button>
        ))}
        <button type="button" onClick={() => frame.reset()}>
          Reload host page
        </button>
      </fieldset>
      {src ? (
        <iframe
          key={`${frame.scenarioId ?? 'manual'}-${frame.run}`}
          ref={iframe}
          title="Demo host site"
          src={src}
          className="host-frame"
        />
      ) : (
        <p>Waiting for the simulators…</p>
      )}
    </section>
  )
})
