import { cleanup, render, screen } from '@testing-library/react'
import jsQR from 'jsqr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QrCode } from './QrCode'
import { qrPath } from './qrPath'

const PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705000000'

/** Rasterises the rendered SVG (viewBox + run path) the way a camera would see it. */
function decodeSvg(svg: SVGElement): string | undefined {
  const [minX = 0, , extent = 0] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number)
  const scale = 4
  const side = extent * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  const d = svg.querySelector('path')?.getAttribute('d') ?? ''
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < Number(run) * scale; dx++) {
        const px = (Number(x) - minX) * scale + dx
        const py = (Number(y) - minX) * scale + dy
        pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3)
      }
    }
  }
  return jsQR(pixels, side, side)?.data
}

describe('QrCode', () => {
  afterEach(cleanup)

  it('default: a spinner first, then an image named "QR code for pairing"', async () => {
    render(<QrCode uri={PAIRING_URI} />)
    expect(screen.getByRole('progressbar', { name: 'QR code for pairing' })).toBeTruthy()
    const image = await screen.findByRole('img', { name: 'QR code for pairing' })
    expect(image.tagName.toLowerCase()).toBe('svg')
  })

  it('behavior: the rendered code decodes back to the pairing URI', async () => {
    render(<QrCode uri={PAIRING_URI} />)
    const svg = (await screen.findByRole('img')) as unknown as SVGElement
    expect(decodeSvg(svg)).toBe(PAIRING_URI)
  })

  it('behavior: a new URI replaces the code', async () => {
    const view = render(<QrCode uri="wc:first@2" />)
    await screen.findByRole('img')
    view.rerender(<QrCode uri="wc:second@2" />)
    await vi.waitFor(() => {
      const svg = screen.getByRole('img') as unknown as SVGElement
      expect(decodeSvg(svg)).toBe('wc:second@2')
    })
  })

  it('parameters: onError hears about a URI too long to encode', async () => {
    const onError = vi.fn()
    render(<QrCode uri={'x'.repeat(5_000)} onError={onError} />)
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce())
  })

  it('parameters: qrPath merges horizontal runs', () => {
    expect(qrPath({ size: 3, isDark: (row) => row === 1 })).toBe('M0 1h3v1h-3z')
  })
})
