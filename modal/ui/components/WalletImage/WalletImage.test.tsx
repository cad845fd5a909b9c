import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../core/clock/manualClock'
import { IMAGE_PRELOAD_TIMEOUT_MS, WalletImage } from './WalletImage'
import { walletInitials } from './walletInitials'

const LOGO = 'http://127.0.0.1:9/wallets/metamask.png'

describe('WalletImage', () => {
  afterEach(cleanup)

  it('default: an image named after the wallet that shows once loaded', () => {
    render(<WalletImage name="MetaMask" src={LOGO} clock={new ManualClock()} />)
    const image = screen.getByRole('img', { name: 'MetaMask' })
    expect(image.tagName).toBe('IMG')
    expect(image.getAttribute('data-state')).toBe('loading')
    fireEvent.load(image)
    expect(image.getAttribute('data-state')).toBe('loaded')
  })

  it('behavior: no load within 2 s falls back to the initials, still named after the wallet', () => {
    const clock = new ManualClock()
    render(<WalletImage name="Trust Wallet" src={LOGO} clock={clock} />)
    act(() => clock.advance(IMAGE_PRELOAD_TIMEOUT_MS - 1))
    expect(screen.getByRole('img', { name: 'Trust Wallet' }).tagName).toBe('IMG')
    act(() => clock.advance(1))
    const fallback = screen.getByRole('img', { name: 'Trust Wallet' })
    expect(fallback.tagName).toBe('SPAN')
    expect(fallback.textContent).toBe('TW')
  })

  it('behavior: a loaded image is kept after the time-out', () => {
    const clock = new ManualClock()
    render(<WalletImage name="Rabby" src={LOGO} clock={clock} />)
    fireEvent.load(screen.getByRole('img', { name: 'Rabby' }))
    act(() => clock.advance(5_000))
    expect(screen.getByRole('img', { name: 'Rabby' }).tagName).toBe('IMG')
    expect(clock.pending).toBe(0)
  })

  it('behavior: a failing image falls back at once', () => {
    render(<WalletImage name="Phantom" src={LOGO} clock={new ManualClock()} />)
    fireEvent.error(screen.getByRole('img', { name: 'Phantom' }))
    expect(screen.getByRole('img', { name: 'Phantom' }).textContent).toBe('P')
  })

  it('parameters: a missing or unsafe source shows the initials without a timer', () => {
    const clock = new ManualClock()
    render(<WalletImage name="Zerion" src="javascript:alert(1)" clock={clock} />)
    expect(screen.getByRole('img', { name: 'Zerion' }).textContent).toBe('Z')
    expect(clock.pending).toBe(0)
  })

  it('parameters: decorative images are hidden from assistive technology', () => {
    render(<WalletImage name="OKX" decorative clock={new ManualClock()} />)
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('parameters: initials use the first two words', () => {
    expect(walletInitials('coinbase wallet')).toBe('CW')
    expect(walletInitials('  ')).toBe('?')
  })

  it('behavior: the fallback is one monogram tile whose colour follows the name, in every place', () => {
    const { container } = render(
      <>
        <WalletImage name="Nova Wallet" clock={new ManualClock()} />
        <WalletImage
          name="Nova Wallet"
          src="javascript:void 0"
          size={32}
          clock={new ManualClock()}
        />
        <WalletImage name="Bold Lantern Pay" clock={new ManualClock()} />
      </>,
    )
    const tiles = [...container.querySelectorAll<HTMLElement>('[data-monogram]')]
    expect(tiles.map((tile) => tile.textContent)).toEqual(['NW', 'NW', 'BL'])
    expect(tiles[0]!.style.background).toBe(tiles[1]!.style.background)
    expect(tiles[0]!.style.background).not.toBe(tiles[2]!.style.background)
    expect(tiles[0]!.style.color).toMatch(/^(#fff|rgb\(255, 255, 255\))$/)
  })
})
