import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../core/clock/manualClock'
import { SnackbarStore } from '../../../core/stores/snackbarStore'
import { Skeleton } from '../Skeleton/Skeleton'
import { ListState, type ListStateProps } from './ListState'

function setup(props: Partial<ListStateProps> = {}) {
  const snackbar = new SnackbarStore(new ManualClock())
  const view = render(
    <ListState
      state="loaded"
      isEmpty={false}
      loadingLabel="Loading activity"
      skeleton={
        <ul>
          <li>
            <Skeleton width="medium" />
          </li>
          <li>
            <Skeleton width="long" />
          </li>
        </ul>
      }
      failedTitle="Failed to fetch transactions"
      snackbar={snackbar}
      emptyTitle="No activity yet"
      {...props}
    >
      <ul aria-label="Activity">
        <li>Sent 1 ETH</li>
      </ul>
    </ListState>,
  )
  return { snackbar, view }
}

describe('ListState', () => {
  afterEach(cleanup)

  it('default: a loaded list shows the list', () => {
    setup()
    expect(screen.getByRole('list', { name: 'Activity' }).textContent).toBe('Sent 1 ETH')
  })

  it('behavior: loading shows skeleton rows hidden from screen readers and one busy status', () => {
    const { view } = setup({ state: 'loading' })
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-busy')).toBe('true')
    expect(status.textContent?.trim()).toBe('Loading activity')
    // The skeleton is drawn but no row of it reaches the accessibility tree.
    expect(view.container.querySelectorAll('.portico-skeleton')).toHaveLength(2)
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('behavior: a failure is an alert with its message and Try again, never the empty state', () => {
    setup({ state: 'failed', isEmpty: true, onRetry: () => {} })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Failed to fetch transactions')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.queryByText('No activity yet')).toBeNull()
  })

  it('behavior: while the failure shows in place the snackbar does not repeat it; after, it may', () => {
    const { snackbar, view } = setup({ state: 'failed' })
    snackbar.showError('Failed to fetch transactions')
    expect(snackbar.open).toBe(false)
    view.unmount()
    snackbar.showError('Failed to fetch transactions')
    expect(snackbar).toMatchObject({ open: true, message: 'Failed to fetch transactions' })
  })

  it('parameters: empty shows the empty title and hint', () => {
    setup({ isEmpty: true, emptyHint: 'Your transactions will show here.' })
    expect(screen.getByRole('region', { name: 'No activity yet' }).textContent).toContain(
      'Your transactions will show here.',
    )
  })
})
