import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { TextInput, type TextInputProps } from './TextInput'

function Controlled(props: Partial<TextInputProps>) {
  const [value, setValue] = useState('')
  return <TextInput label="E-mail address" {...props} value={value} onChange={setValue} />
}

function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

describe('TextInput', () => {
  afterEach(cleanup)

  it('default: a textbox named by its label that takes typing, valid and undescribed', async () => {
    render(<Controlled />)
    const input = screen.getByRole('textbox', { name: 'E-mail address' })
    await userEvent.setup().type(input, 'ada@example.com')
    expect((input as HTMLInputElement).value).toBe('ada@example.com')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })

  it('parameters: an error marks the field invalid and describes it', () => {
    render(<Controlled error="Invalid input" hint="We send a one-time code." />)
    const input = screen.getByRole('textbox', { name: 'E-mail address' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(input)).toBe('Invalid input We send a one-time code.')
  })

  it('parameters: a hidden label still names a search field', () => {
    render(<Controlled label="Search wallets" type="search" hideLabel />)
    expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toBeTruthy()
  })
})
