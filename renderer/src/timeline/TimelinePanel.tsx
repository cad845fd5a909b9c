import { observer } from 'mobx-react-lite'
import { TIMELINE_KINDS, type TimelineStore } from './timelineStore'

/** How many of the newest lines the panel draws (the export holds them all). */
const SHOWN = 300

/** Offers the visible timeline as a JSON file download. */
function exportJson(timeline: TimelineStore): void {
  const blob = new Blob([timeline.toJson()], { type: 'application/json' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = 'portico-lab-timeline.json'
  link.click()
  URL.revokeObjectURL(link.href)
}

/** What happened, newest first, in virtual time, filtered by kind, exportable as JSON. */
export const TimelinePanel = observer(function TimelinePanel(props: { timeline: TimelineStore }) {
  const { timeline } = props
  const lines = timeline.visible.slice(-SHOWN).reverse()
  return (
    <section aria-labelledby="timeline-title" className="panel timeline-panel">
      <div className="panel-head">
        <h2 id="timeline-title">Timeline</h2>
        <button type="button" onClick={() => exportJson(timeline)}>
          Export JSON
        </button>
        <button type="button" onClick={() => timeline.clear()}>
          Clear timeline
        </button>
      </div>
      <fieldset className="filters">
        <legend>Show</legend>
        {TIMELINE_KINDS.map((kind) => (
          <label key={kind} className="check">
            <input
              type="checkbox"
              checked={!timeline.hidden.has(kind)}
              onChange={() => timeline.toggle(kind)}
            />
            {kind}
          </label>
        ))}
      </fieldset>
      <ol className="timeline" data-testid="timeline">
        {lines.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are appended only; the index from the end is stable enough for a log
          <li key={`${entry.at}-${index}`} className={`tl tl-${entry.kind}`}>
            <time className="mono">{new Date(entry.at).toISOString().slice(11, 23)}</time>
            <span className="tl-kind">{entry.kind}</span>
            <span className="tl-title">{entry.title}</span>
            {entry.detail && entry.detail !== '{}' ? (
              <span className="tl-detail mono">{entry.detail}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
})
