import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Snackbar } from './Snackbar'

describe('Snackbar', () => {
  afterEach(cleanup)

  it('default: success is a polite status message', () => {
    render(<Snackbar variant="success" message="Link copied" />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Link copied')
    expect(status.getAttribute('aria-live')).toBe('polite')
  })

  it('parameters: error is an alert', () => {
    render(<Snackbar variant="error" message="Failed to disconnect" />)
    expect(screen.getByRole('alert').textContent).toBe('Failed to disconnect')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('parameters: loading is a status with a decorative spinner', () => {
    render(<Snackbar variant="loading" message="Authenticating..." />)
    expect(screen.getByRole('status').textContent).toBe('Authenticating...')
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('parameters: closed renders nothing', () => {
    render(<Snackbar open={false} variant="success" message="Transaction started" />)
    expect(screen.queryByText('Transaction started')).toBeNull()
  })
})
