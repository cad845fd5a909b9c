import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from '../Button/Button'
import { EmptyState } from './EmptyState'

describe('EmptyState', () => {
  afterEach(cleanup)

  it('default: a region named by its title', () => {
    render(<EmptyState title="No activity yet" />)
    expect(screen.getByRole('region', { name: 'No activity yet' }).textContent).toBe(
      'No activity yet',
    )
  })

  it('parameters: description and action are shown', () => {
    render(
      <EmptyState
        title="No wallet found"
        description="Try another name."
        action={<Button>Scan QR code</Button>}
      />,
    )
    expect(screen.getByText('Try another name.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Scan QR code' })).toBeTruthy()
  })
})
