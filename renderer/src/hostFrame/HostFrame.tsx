import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import type { LabStore } from '../lab/labStore'
import type { RecorderStore } from '../recorder/recorderStore'
import type { TimelineStore } from '../timeline/timelineStore'
import { ClockControls } from './ClockControls'
import { linkFrame } from './frameLink'
import type { HostFrameStore } from './hostFrameStore'

/** The demo host site with Portico, in an iframe linked to the lab's simulators and clock. */
export const HostFrame = observer(function HostFrame(props: {
  lab: LabStore
  frame: HostFrameStore
  timeline: TimelineStore
  recorder: RecorderStore
}) {
  const { lab, frame, timeline, recorder } = props
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
        onReady: () => {
          frame.setReady()
          // A fresh page follows real time unless QA paused the clock.
          link.current?.setClockPaused(frame.clockPaused)
          recorder.onFrameReady()
          // A replay acts in the demo as QA would, so the demo has focus (a page on another
          // origin cannot take it itself, and the clipboard refuses an unfocused page).
          if (frame.scenarioId) iframe.current?.focus()
        },
        onClockNow: (now) => frame.setClockNow(now),
        onTimeline: (entry) => timeline.add(entry),
        onRecorded: (action) => recorder.note(action),
        onRecordingReady: () => recorder.onRecordingReady(),
      },
      // The page runs on its own origin (browser mode): messages go there and only there.
      () => frame.origin,
    )
    frame.attach(link.current)
    return () => {
      frame.attach(undefined)
      link.current?.dispose()
    }
  }, [lab, frame, timeline, recorder])

  const advance = (ms: number) => {
    link.current?.advanceClock(ms)
    recorder.note({ do: 'clock', ms })
    // The lab's Solana chain follows the virtual clock: slots and blockhashes move on.
    if (lab.status('solana')?.state === 'running') {
      void lab.command('solana', 'advanceTime', { ms })
    }
    // So does the bitcoin chain: one block per 10 virtual minutes.
    if (lab.status('bitcoin')?.state === 'running') {
      void lab.command('bitcoin', 'advanceTime', { ms })
    }
  }
  const src = frame.src
  return (
    <section aria-labelledby="host-title" className="panel host-site">
      <div className="panel-head">
        <h2 id="host-title">Demo host site</h2>
        <fieldset className="segmented">
          <legend className="sr-only">Demo size</legend>
          {(['desktop', 'mobile'] as const).map((viewport) => (
            <button
              key={viewport}
              type="button"
              aria-pressed={frame.viewport === viewport}
              onClick={() => frame.setViewport(viewport)}
            >
              {viewport === 'desktop' ? 'Desktop' : 'Mobile 390×844'}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          aria-pressed={frame.embedded}
          title="The site shows the modal inline in its page (enableEmbedded)"
          onClick={() => frame.setEmbedded(!frame.embedded)}
        >
          Embedded
        </button>
        <button type="button" onClick={() => frame.reset()}>
          Reload host page
        </button>
      </div>
      <ClockControls
        frame={frame}
        onAdvance={advance}
        onPausedChange={(paused) => {
          frame.setClockPaused(paused)
          link.current?.setClockPaused(paused)
        }}
      />
      {src ? (
        <div className={`frame-stage frame-${frame.viewport}`}>
          <iframe
            key={`${frame.scenarioId ?? 'manual'}-${frame.run}`}
            ref={iframe}
            title="Demo host site"
            src={src}
            className="host-frame"
            // The page has its own origin: copying (the account's "Copy address") needs leave.
            allow="clipboard-write"
          />
        </div>
      ) : (
        <p>Waiting for the simulators…</p>
      )}
    </section>
  )
})
