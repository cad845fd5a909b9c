import { observer } from 'mobx-react-lite'
import type { TimelineEntry } from '../../../scenarios/runner/frameProtocol'
import { TIMELINE_KINDS, type TimelineStore } from './timelineStore'

/** How many of the newest lines the panel draws (the export holds them all). */
const SHOWN = 300

/** Offers the pinned and visible lines as a JSON file download. */
function exportJson(timeline: TimelineStore): void {
  const blob = new Blob([timeline.toJson()], { type: 'application/json' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = 'portico-lab-timeline.json'
  link.click()
  URL.revokeObjectURL(link.href)
}

const Line = observer(function Line(props: { timeline: TimelineStore; entry: TimelineEntry }) {
  const { timeline, entry } = props
  const pinned = timeline.isPinned(entry)
  return (
    <li className={`tl tl-${entry.kind}${pinned ? ' tl-pinned' : ''}`}>
      <button
        type="button"
        className="tl-pin"
        aria-pressed={pinned}
        aria-label={`${pinned ? 'Unpin' : 'Pin'} ${entry.title}`}
        title={pinned ? 'Unpin' : 'Pin'}
        onClick={() => timeline.togglePin(entry)}
      >
        {pinned ? '★' : '☆'}
      </button>
      <time className="mono">{new Date(entry.at).toISOString().slice(11, 23)}</time>
      <span className="tl-kind">{entry.kind}</span>
      <span className="tl-title">{entry.title}</span>
      {entry.detail && entry.detail !== '{}' ? (
        <span className="tl-detail mono">{entry.detail}</span>
      ) : null}
    </li>
  )
})

/**
 * What happened, newest first, in virtual time: filtered by kind and text, periodic polling
 * muted unless asked for, pinned lines kept on top, exportable as a JSON file.
 */
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
      <input
        type="search"
        className="wide"
        aria-label="Filter the timeline"
        placeholder="Filter: text in a line"
        value={timeline.query}
        onChange={(event) => timeline.setQuery(event.target.value)}
      />
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
        <label className="check">
          <input
            type="checkbox"
            checked={timeline.showPolling}
            onChange={(event) => timeline.setShowPolling(event.target.checked)}
          />
          {`polling${timeline.mutedPolling > 0 ? ` (${timeline.mutedPolling} muted)` : ''}`}
        </label>
      </fieldset>
      {timeline.pinned.length > 0 ? (
        <>
          <h3>Pinned</h3>
          <ol className="timeline timeline-pinned" data-testid="timeline-pinned">
            {timeline.pinned.map((entry) => (
              <Line key={timeline.keyOf(entry)} timeline={timeline} entry={entry} />
            ))}
          </ol>
        </>
      ) : null}
      <ol className="timeline" data-testid="timeline">
        {lines.map((entry) => (
          <Line key={timeline.keyOf(entry)} timeline={timeline} entry={entry} />
        ))}
      </ol>
    </section>
  )
})
