import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './CopyButton'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00'

describe('CopyButton', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('default: "Copy link" writes the text to the clipboard and reports success', async () => {
    const clipboard = { writeText: vi.fn(async () => {}) }
    const onCopied = vi.fn()
    render(<CopyButton text={URI} clipboard={clipboard} onCopied={onCopied} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(onCopied).toHaveBeenCalledOnce())
    expect(clipboard.writeText).toHaveBeenCalledWith(URI)
  })

  it('parameters: a label names the button', () => {
    render(<CopyButton text="0xabc" label="Copy address" clipboard={{ writeText: vi.fn() }} />)
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })

  it('behavior: a refused clipboard falls back to a selected textarea and execCommand', async () => {
    const clipboard = { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }
    let copied = ''
    const execCommand = vi.fn((command: string) => {
      const area = document.querySelector('textarea')
      copied =
        command === 'copy' && area !== null && area === document.activeElement ? area.value : ''
      return true
    })
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    const onCopied = vi.fn()
    render(<CopyButton text={URI} clipboard={clipboard} onCopied={onCopied} />)
    const button = screen.getByRole('button', { name: 'Copy link' })
    await userEvent.setup().click(button)
    await waitFor(() => expect(onCopied).toHaveBeenCalledOnce())
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(copied).toBe(URI)
    expect(document.querySelector('textarea')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('behavior: when nothing can copy, onError is called and onCopied is not', async () => {
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    const onCopied = vi.fn()
    const onError = vi.fn()
    const clipboard = { writeText: () => Promise.reject(new Error('denied')) }
    render(<CopyButton text={URI} onCopied={onCopied} onError={onError} clipboard={clipboard} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(onError).toHaveBeenCalledOnce())
    expect(onCopied).not.toHaveBeenCalled()
  })
})
