import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { scenarios } from '../../../scenarios/index'
import { groupByArea } from '../../../scenarios/runner/areas'
import { replayOrder } from '../../../scenarios/runner/replayOrder'
import type { HostFrameStore } from '../hostFrame/hostFrameStore'
import { RunSummaryView, scenarioAnchor } from './RunSummaryView'
import { ScenarioArea } from './ScenarioArea'
import { ScenarioReportView } from './ScenarioReportView'
import type { ScenarioRunStore } from './scenarioRunStore'

const groups = groupByArea(scenarios)
const titles = new Map(scenarios.map((s) => [s.id, s.title]))

/** Whether a scenario matches the search: its title, what QA should see, or its id. */
const matches = (query: string) => (s: { id: string; title: string; expected: string }) =>
  `${s.id} ${s.title} ${s.expected}`.toLowerCase().includes(query)

/**
 * The scenarios by area, each with what QA should see. Run replays one in the demo frame,
 * Run all replays every one in turn (listed or shuffled; with a search, those it shows) with a
 * summary that links to each failure; the report shows under the scenario. The list is
 * searchable and its areas fold.
 */
export const ScenarioPanel = observer(function ScenarioPanel(props: {
  frame: HostFrameStore
  runs: ScenarioRunStore
}) {
  const { frame, runs } = props
  const [query, setQuery] = useState('')
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [shuffle, setShuffle] = useState(false)
  // A seed QA types to replay a shuffled order again (empty: a new one each Run all).
  const [seedText, setSeedText] = useState('')
  const search = query.trim().toLowerCase()
  const shown = groups
    .map((group) => ({ ...group, scenarios: group.scenarios.filter(matches(search)) }))
    .filter((group) => group.scenarios.length > 0)
  const toggle = (area: string) => {
    const next = new Set(collapsed)
    if (!next.delete(area)) next.add(area)
    setCollapsed(next)
  }
  // With a search, Run all runs what the search shows.
  const runnable = shown.flatMap((group) => group.scenarios)
  const runAll = () => {
    // A seed QA can read in the summary; typed in the Seed field, it replays the same order.
    const typed = /^\d{1,9}$/.test(seedText.trim()) ? Number(seedText.trim()) : undefined
    const seed = typed ?? Math.floor(performance.now()) % 100_000
    const ordered = replayOrder(runnable, shuffle ? `shuffle:${seed}` : 'listed')
    runs.runAll(
      ordered.map((s) => s.id),
      shuffle ? `shuffled (seed ${seed})` : 'listed order',
    )
  }
  const reveal = (id: string) => {
    setQuery('')
    setCollapsed(new Set())
    requestAnimationFrame(() => document.getElementById(scenarioAnchor(id))?.scrollIntoView())
  }
  return (
    <section aria-labelledby="scenarios-title" className="panel scenarios-panel">
      <div className="panel-head">
        <h2 id="scenarios-title">Scenarios</h2>
        <button type="button" className="primary" onClick={runAll} disabled={runnable.length === 0}>
          {search === '' ? 'Run all' : `Run ${runnable.length} shown`}
        </button>
        <label className="check">
          <input
            type="checkbox"
            checked={shuffle}
            onChange={(event) => setShuffle(event.target.checked)}
          />
          Shuffled
        </label>
        {shuffle ? (
          <input
            className="seed"
            inputMode="numeric"
            aria-label="Seed"
            placeholder="Seed"
            value={seedText}
            onChange={(event) => setSeedText(event.target.value)}
          />
        ) : null}
        <label className="check">
          <input
            type="checkbox"
            checked={frame.stepThrough}
            onChange={(event) => frame.setStepThrough(event.target.checked)}
          />
          Step through (pause between steps)
        </label>
      </div>
      <RunSummaryView runs={runs} titleOf={(id) => titles.get(id) ?? id} onReveal={reveal} />
      <div className="scenario-tools">
        <input
          type="search"
          aria-label="Search scenarios"
          placeholder="Search scenarios"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button
          type="button"
          onClick={() =>
            setCollapsed(collapsed.size > 0 ? new Set() : new Set(groups.map((g) => g.area)))
          }
        >
          {collapsed.size > 0 ? 'Expand all' : 'Collapse all'}
        </button>
      </div>
      {frame.scenarioId && !titles.has(frame.scenarioId) ? (
        // A recording saved this session is not in the built list yet; its report shows here.
        <div className="area current">
          <h3>{`Replaying ${frame.scenarioId}`}</h3>
          <ScenarioReportView
            report={runs.reportOf(frame.scenarioId)}
            live
            onNextStep={() => frame.nextStep()}
          />
        </div>
      ) : null}
      {shown.length === 0 ? <p className="muted">{`No scenario matches "${query}".`}</p> : null}
      {shown.map((group) => (
        <ScenarioArea
          key={group.area}
          area={group.area}
          scenarios={group.scenarios}
          collapsed={search === '' && collapsed.has(group.area)}
          onToggle={() => toggle(group.area)}
          frame={frame}
          runs={runs}
        />
      ))}
    </section>
  )
})
