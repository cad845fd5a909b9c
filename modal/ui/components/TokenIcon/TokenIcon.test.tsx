import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../core/clock/manualClock'
import { TokenIcon, tokenMonogram } from './TokenIcon'

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
      expect(container.textContent).toBe('U')
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
    expect(container.textContent).toBe('E')
  })

  it('behavior: the monogram is the first letter or digit, never blank', () => {
    expect(tokenMonogram('wETH')).toBe('W')
    expect(tokenMonogram('$DOG')).toBe('D')
    expect(tokenMonogram('—')).toBe('?')
  })
})
