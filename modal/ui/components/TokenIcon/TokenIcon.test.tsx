import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../core/clock/manualClock'
import { TokenIcon } from './TokenIcon'
import { tokenMark, tokenMonogram } from './tokenMonogram'

describe('TokenIcon', () => {
  afterEach(cleanup)

  it('default: an allowed icon URL shows the image, decorative (the name is beside it)', () => {
    const { container } = render(
      <TokenIcon symbol="USDC" src="https://icons.example/usdc.png" clock={new ManualClock()} />,
    )
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('https://icons.example/usdc.png')
    expect(img?.getAttribute('alt')).toBe('')
  })

  it('parameters: no URL, or one the URL policy refuses, shows the symbol monogram', () => {
    for (const src of [undefined, '', 'javascript:alert(1)', 'http://example.com/x.png']) {
      const { container } = render(<TokenIcon symbol="usdc" src={src} clock={new ManualClock()} />)
      expect(container.querySelector('img')).toBeNull()
      expect(container.textContent).toBe('USDC')
      cleanup()
    }
  })

  it('behavior: an image that fails or takes over 2 s turns into the monogram', () => {
    const clock = new ManualClock()
    const { container } = render(
      <TokenIcon symbol="ETH" src="https://icons.example/eth.png" clock={clock} />,
    )
    act(() => clock.advance(2_000))
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('Ξ')
  })

  it('behavior: the monogram is the symbol up to four characters (else three), never blank', () => {
    expect(tokenMonogram('wETH')).toBe('Ξ')
    expect(tokenMonogram('$DOG')).toBe('DOG')
    expect(tokenMonogram('LINK')).toBe('LINK')
    expect(tokenMonogram('SHIBA')).toBe('SHI')
    expect(tokenMonogram('—')).toBe('?')
    expect(tokenMonogram('constructor')).toBe('CON')
  })

  it('behavior: USDC, USDT and BTC fallbacks are told apart by text and colour (issue 36 item 17)', () => {
    const marks = ['USDC', 'USDT', 'BTC'].map((symbol) => {
      const { container } = render(<TokenIcon symbol={symbol} clock={new ManualClock()} />)
      const icon = container.querySelector<HTMLElement>('.portico-token-icon--fallback')
      const mark = { text: icon?.textContent, background: icon?.style.background }
      cleanup()
      return mark
    })
    expect(marks.map((mark) => mark.text)).toEqual(['USDC', 'USDT', '₿'])
    expect(new Set(marks.map((mark) => mark.background)).size).toBe(3)
    // The same token looks the same everywhere, whatever its case.
    expect(tokenMark('usdc')).toEqual(tokenMark('USDC'))
  })
})
