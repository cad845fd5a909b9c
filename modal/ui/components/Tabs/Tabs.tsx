import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

/** One tab and its panel. */
export interface TabItem<Id extends string> {
  id: Id
  label: string
  panel: ReactNode
}

/** Props of {@link Tabs}. */
export interface TabsProps<Id extends string> {
  /** Names the tab list, e.g. "Account assets". */
  label: string
  tabs: readonly TabItem<Id>[]
  /** Controlled: the store keeps the current tab (SPEC §3 account `currentTab`). */
  selectedId: Id
  onSelect: (id: Id) => void
}

const KEY_STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys, Home and End move focus
 * and select; only the selected tab is in the Tab order; only its panel is rendered.
 *
 * @example
 * ```tsx
 * <Tabs label={t('account.tabsLabel')} selectedId={tab} onSelect={setTab} tabs={[
 *   { id: 'tokens', label: t('account.tokens'), panel: <TokenList /> }, …]} />
 * ```
 */
export function Tabs<Id extends string>({ label, tabs, selectedId, onSelect }: TabsProps<Id>) {
  const baseId = useId()
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>())
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0]
  const tabId = (id: Id) => `${baseId}-tab-${id}`
  const panelId = (id: Id) => `${baseId}-panel-${id}`

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key]
    const index = tabs.findIndex((tab) => tab.id === selected?.id)
    const next = step && tabs[step(index, tabs.length)]
    if (!next) return
    event.preventDefault()
    onSelect(next.id)
    tabRefs.current.get(next.id)?.focus()
  }

  return (
    <div className="portico-tabs">
      <div role="tablist" aria-label={label} className="portico-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element)
                else tabRefs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className="portico-tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={panelId(selected.id)}
          aria-labelledby={tabId(selected.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes the panel focusable, so Tab reaches panels without focusable content.
          tabIndex={0}
          className="portico-tabs__panel"
        >
          {selected.panel}
        </div>
      )}
    </div>
  )
}
