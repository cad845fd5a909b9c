import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../core/clock/manualClock'
import { NetworkIcon } from './NetworkIcon'

const BASE_ICON =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'

describe('NetworkIcon', () => {
  afterEach(cleanup)

  it('default: the network’s image, round, named after the network', () => {
    render(
      <NetworkIcon
        network={{ name: 'Base', assets: { imageUrl: BASE_ICON } }}
        clock={new ManualClock()}
      />,
    )
    const icon = screen.getByRole('img', { name: 'Base' })
    expect(icon.getAttribute('src')).toBe(BASE_ICON)
    expect(icon.style.borderRadius).toBe('50%')
  })

  it('parameters: an imageId goes through the image API; without a resolver or image it is a round monogram', () => {
    const { unmount } = render(
      <NetworkIcon
        network={{ name: 'Optimism', assets: { imageId: 'op-1' } }}
        clock={new ManualClock()}
        imageUrlOf={(id) => `http://127.0.0.1:9/v1/asset-image/${id}`}
      />,
    )
    expect(screen.getByRole('img', { name: 'Optimism' }).getAttribute('src')).toBe(
      'http://127.0.0.1:9/v1/asset-image/op-1',
    )
    unmount()
    render(<NetworkIcon network={{ name: 'Lab chain' }} clock={new ManualClock()} />)
    const fallback = screen.getByRole('img', { name: 'Lab chain' })
    expect(fallback.textContent).toBe('LC')
    expect(fallback.style.borderRadius).toBe('50%')
  })

  it('behavior: an icon that does not load within 2 s becomes the monogram', () => {
    const clock = new ManualClock()
    const slow = 'http://127.0.0.1:9/v1/asset-image/base'
    render(<NetworkIcon network={{ name: 'Base', assets: { imageUrl: slow } }} clock={clock} />)
    expect(screen.getByRole('img', { name: 'Base' }).getAttribute('data-state')).toBe('loading')
    act(() => clock.advance(2_000))
    expect(screen.getByRole('img', { name: 'Base' }).textContent).toBe('B')
  })
})
