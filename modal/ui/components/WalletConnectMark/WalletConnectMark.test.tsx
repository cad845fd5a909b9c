import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WALLETCONNECT_BLUE, WalletConnectMark } from './WalletConnectMark'

describe('WalletConnectMark', () => {
  afterEach(cleanup)

  it('default: a brand-blue tile with the arc and the wave, hidden beside a written name', () => {
    const { container } = render(<WalletConnectMark />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('width')).toBe('40')
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe(WALLETCONNECT_BLUE)
    expect(svg.querySelectorAll('path')).toHaveLength(2)
    expect(container.textContent).toBe('')
  })

  it('parameters: a label makes it an image named by the label; size sets the square', () => {
    render(<WalletConnectMark label="WalletConnect" size={24} />)
    const mark = screen.getByRole('img', { name: 'WalletConnect' })
    expect(mark.getAttribute('height')).toBe('24')
  })
})
