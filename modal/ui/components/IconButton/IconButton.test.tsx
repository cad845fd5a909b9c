import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IconButton } from './IconButton'

describe('IconButton', () => {
  afterEach(cleanup)

  it('default: the label is the accessible name of an icon-only button', async () => {
    const onClick = vi.fn()
    render(<IconButton icon="close" label="Close" onClick={onClick} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('parameters: the type system refuses an icon button without a label', () => {
    // @ts-expect-error `label` is required: an icon alone gives no accessible name.
    const unnamed = <IconButton icon="close" />
    expect(unnamed).toBeTruthy()
  })
})
