import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Icon } from '../Icon/Icon'
import { Button } from './Button'

describe('Button', () => {
  afterEach(cleanup)

  it('default: a button named by its text that does not submit forms', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Continue</Button>)
    const button = screen.getByRole('button', { name: 'Continue' })
    expect(button.getAttribute('type')).toBe('button')
    await userEvent.setup().click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('parameters: a decorative icon does not change the accessible name', () => {
    render(<Button icon={<Icon name="copy" />}>Copy link</Button>)
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
  })

  it('behavior: loading disables the button, marks it busy and ignores clicks', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Sign
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Sign' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await userEvent.setup().click(button)
    expect(onClick).not.toHaveBeenCalled()
  })
})
