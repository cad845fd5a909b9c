import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Alert } from './Alert'

describe('Alert', () => {
  afterEach(cleanup)

  it('default: an informational status with its title', () => {
    render(<Alert title="Session Expired" />)
    expect(screen.getByRole('status').textContent).toContain('Session Expired')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('parameters: an error banner is an alert with title and message', () => {
    render(<Alert tone="error" title="Incorrect amount" message="Please enter a valid amount" />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Incorrect amount')
    expect(alert.textContent).toContain('Please enter a valid amount')
  })

  it('behavior: the dismiss button is named and calls back', async () => {
    const onDismiss = vi.fn()
    render(<Alert tone="warning" title="Invalid Project ID" onDismiss={onDismiss} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledOnce()
  })
})
