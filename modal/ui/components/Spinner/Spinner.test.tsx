import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Spinner } from './Spinner'

describe('Spinner', () => {
  afterEach(cleanup)

  it('default: an indeterminate progress bar named "Loading"', () => {
    render(<Spinner />)
    const bar = screen.getByRole('progressbar', { name: 'Loading' })
    expect(bar.hasAttribute('aria-valuenow')).toBe(false)
  })

  it('parameters: a label names what is loading', () => {
    render(<Spinner label="Authenticating..." />)
    expect(screen.getByRole('progressbar', { name: 'Authenticating...' })).toBeTruthy()
  })

  it('parameters: decorative spinners are hidden from assistive technology', () => {
    render(<Spinner decorative />)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
