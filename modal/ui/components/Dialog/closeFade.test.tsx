import { act, cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog'

function Harness() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        Shut
      </button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <h2 id="t">Connect Wallet</h2>
      </Dialog>
    </>
  )
}

/** Closes the harness's dialog and lets the unmount's microtask run. */
async function close(): Promise<void> {
  await act(async () => {
    screen.getByRole('button', { name: 'Shut' }).click()
  })
  await act(async () => {})
}

describe('useCloseFade', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('default: where nothing animates, closing leaves nothing behind', async () => {
    render(<Harness />)
    await close()
    expect(document.querySelector('.portico-overlay')).toBeNull()
    expect(screen.queryByText('Connect Wallet')).toBeNull()
  })

  it('behavior: while the closing animation runs, a hidden inert copy stays, then goes', async () => {
    let finish = () => {}
    const finished = new Promise<void>((resolve) => {
      finish = resolve
    })
    const getAnimations = vi.fn(() => [{ finished } as unknown as Animation])
    Object.defineProperty(HTMLElement.prototype, 'getAnimations', {
      value: getAnimations,
      configurable: true,
    })
    try {
      render(<Harness />)
      await close()
      const ghost = document.querySelector<HTMLElement>('.portico-overlay--closing')
      expect(ghost).not.toBeNull()
      expect(ghost?.getAttribute('aria-hidden')).toBe('true')
      expect(ghost?.inert).toBe(true)
      expect(ghost?.querySelector('[id]')).toBeNull()
      expect(screen.queryByRole('dialog')).toBeNull()
      await act(async () => finish())
      expect(document.querySelector('.portico-overlay--closing')).toBeNull()
    } finally {
      delete (HTMLElement.prototype as { getAnimations?: unknown }).getAnimations
    }
  })

  it('behavior: reopening while the copy fades removes it, so copies never pile up', async () => {
    Object.defineProperty(HTMLElement.prototype, 'getAnimations', {
      value: () => [{ finished: new Promise(() => {}) } as unknown as Animation],
      configurable: true,
    })
    try {
      function Cycling() {
        const [open, setOpen] = useState(true)
        return (
          <>
            <button type="button" onClick={() => setOpen(!open)}>
              Toggle
            </button>
            <Dialog open={open} onClose={() => setOpen(false)}>
              <h2>Connect Wallet</h2>
            </Dialog>
          </>
        )
      }
      render(<Cycling />)
      for (let i = 0; i < 3; i++) {
        await act(async () => screen.getByRole('button', { name: 'Toggle' }).click())
        await act(async () => {})
        expect(document.querySelectorAll('.portico-overlay--closing')).toHaveLength(1)
        await act(async () => screen.getByRole('button', { name: 'Toggle' }).click())
        expect(document.querySelectorAll('.portico-overlay--closing')).toHaveLength(0)
      }
    } finally {
      delete (HTMLElement.prototype as { getAnimations?: unknown }).getAnimations
    }
  })
})
