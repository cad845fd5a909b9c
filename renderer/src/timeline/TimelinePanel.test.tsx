import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { LabBridge } from '../bridge/labBridge'
import { ColumnTabs } from '../lab/ColumnTabs'
import { LabStore } from '../lab/labStore'
import { TimelinePanel } from './TimelinePanel'
import { TimelineStore } from './timelineStore'

function setup() {
  const timeline = new TimelineStore(new LabStore({} as LabBridge), () => 0)
  timeline.add({ at: 0, kind: 'event', title: 'MODAL_OPEN' })
  timeline.add({ at: 1, kind: 'http', title: 'POST 127.0.0.1:1/ net_listening → 200 (1 ms)' })
  timeline.add({ at: 2, kind: 'http', title: 'GET 127.0.0.1:2/v1/wallets → 500 (3 ms)' })
  render(
    <ColumnTabs
      label="Right"
      tabs={[
        { id: 'a', label: 'Scenarios', panel: <p>the scenario list</p> },
        { id: 't', label: 'Timeline', panel: <TimelinePanel timeline={timeline} /> },
      ]}
    />,
  )
  return timeline
}

describe('TimelinePanel in its tab', () => {
  afterEach(cleanup)

  it('default: the timeline is one tab away, polling muted, and it records while hidden', async () => {
    const timeline = setup()
    expect(screen.queryByRole('region', { name: 'Timeline' })).toBeNull()
    timeline.add({ at: 3, kind: 'event', title: 'MODAL_CLOSE' })
    await userEvent.click(screen.getByRole('tab', { name: 'Timeline' }))
    expect(screen.getByText('the scenario list').closest('[hidden]')).not.toBeNull()
    expect(screen.getByTestId('timeline').closest('[hidden]')).toBeNull()
    const lines = within(screen.getByTestId('timeline')).getAllByRole('listitem')
    expect(lines.map((line) => line.querySelector('.tl-title')?.textContent)).toEqual([
      'MODAL_CLOSE',
      'GET 127.0.0.1:2/v1/wallets → 500 (3 ms)',
      'MODAL_OPEN',
    ])
    expect((screen.getByLabelText('polling (1 muted)') as HTMLInputElement).checked).toBe(false)
  })

  it('behavior: a new line adds one item and keeps the drawn ones (the log is not redrawn)', async () => {
    const timeline = setup()
    await userEvent.click(screen.getByRole('tab', { name: 'Timeline' }))
    const before = within(screen.getByTestId('timeline')).getAllByRole('listitem')
    act(() => timeline.add({ at: 3, kind: 'event', title: 'MODAL_CLOSE' }))
    const after = within(screen.getByTestId('timeline')).getAllByRole('listitem')
    expect(after).toHaveLength(before.length + 1)
    // The same DOM nodes, newest first: a key that moved with the line's position rebuilt them all.
    expect(after.slice(1).map((line, i) => line === before[i])).toEqual(before.map(() => true))
  })

  it('behavior: typing filters the lines, and a pinned line shows in Pinned whatever the filter', async () => {
    setup()
    await userEvent.click(screen.getByRole('tab', { name: 'Timeline' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter the timeline' }), '500')
    const list = screen.getByTestId('timeline')
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: /^Pin GET/ }))
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Filter the timeline' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter the timeline' }), 'modal')
    expect(screen.getByTestId('timeline-pinned').textContent).toContain('v1/wallets → 500')
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
  })
})
