import { type ReactNode, useId, useState } from 'react'

/** One tab of a column: its label and its panel. */
export interface ColumnTab {
  id: string
  label: ReactNode
  panel: ReactNode
}

/**
 * Tabs over the panels of one lab column, so that a long panel (the scenario list) does not
 * push another (the timeline) thousands of pixels down. Every panel stays mounted (a hidden
 * one keeps its state and keeps recording), only the chosen one shows.
 *
 * @example
 * ```tsx
 * <ColumnTabs label="Replays" tabs={[{ id: 'scenarios', label: 'Scenarios', panel: <ScenarioPanel … /> }]} />
 * ```
 */
export function ColumnTabs(props: { label: string; tabs: readonly ColumnTab[] }) {
  const base = useId()
  const [chosen, setChosen] = useState(props.tabs[0]?.id)
  return (
    <div className="column-tabs">
      <div role="tablist" aria-label={props.label} className="tablist">
        {props.tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-controls={`${base}-${tab.id}`}
            aria-selected={tab.id === chosen}
            onClick={() => setChosen(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {props.tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}`}
          aria-labelledby={`${base}-${tab.id}-tab`}
          hidden={tab.id !== chosen}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
