import jsQR from 'jsqr'
import { queryAllDeep } from '../../../scenarios/runner/scenarioUi'

/** Pixels per QR module when the symbol is painted for the decoder. */
const SCALE = 4

/**
 * Paints an SVG QR code (a `viewBox` and filled paths of rectangles, as Portico's QrCode draws
 * it) into RGBA pixels, the way a camera would see it: white background, dark modules.
 * Each sub-path is filled as its bounding box, which is exact for rectangle runs.
 */
export function rasterizeQrSvg(svg: Element): {
  data: Uint8ClampedArray
  width: number
  height: number
} {
  const [minX = 0, minY = 0, w = 0, h = 0] = (svg.getAttribute('viewBox') ?? '')
    .split(/[\s,]+/)
    .map(Number)
  const width = Math.round(w * SCALE)
  const height = Math.round(h * SCALE)
  const data = new Uint8ClampedArray(width * height * 4).fill(255)
  const paint = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = Math.round((y0 - minY) * SCALE); y < Math.round((y1 - minY) * SCALE); y++) {
      for (let x = Math.round((x0 - minX) * SCALE); x < Math.round((x1 - minX) * SCALE); x++) {
        const i = (y * width + x) * 4
        data[i] = data[i + 1] = data[i + 2] = 0
      }
    }
  }
  for (const path of svg.querySelectorAll('path')) {
    if (!/^#0{3,6}$|^black$/i.test(path.getAttribute('fill') ?? '')) continue
    let x = 0
    let y = 0
    let box: number[] | undefined
    const flush = () => {
      if (box) paint(box[0] ?? 0, box[1] ?? 0, box[2] ?? 0, box[3] ?? 0)
      box = undefined
    }
    const extend = () => {
      box = box
        ? [
            Math.min(box[0] ?? x, x),
            Math.min(box[1] ?? y, y),
            Math.max(box[2] ?? x, x),
            Math.max(box[3] ?? y, y),
          ]
        : [x, y, x, y]
    }
    for (const [, command, args] of (path.getAttribute('d') ?? '').matchAll(
      /([MmHhVvZz])([^MmHhVvZz]*)/g,
    )) {
      const n = (args ?? '')
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number)
      if (command === 'M') {
        flush()
        ;[x = 0, y = 0] = n
      } else if (command === 'm') {
        flush()
        x += n[0] ?? 0
        y += n[1] ?? 0
      } else if (command === 'h') x += n[0] ?? 0
      else if (command === 'H') x = n[0] ?? x
      else if (command === 'v') y += n[0] ?? 0
      else if (command === 'V') y = n[0] ?? y
      extend()
    }
    flush()
  }
  return { data, width, height }
}

/**
 * The phone's camera: finds the modal's pairing QR code under `root` (through shadow roots),
 * paints it and decodes it with jsQR. Undefined while no QR code shows or it does not decode.
 *
 * @example
 * ```ts
 * const uri = readPairingQr(frame.contentDocument) // 'wc:…@2?…'
 * ```
 */
export function readPairingQr(root: Document | ShadowRoot | Element): string | undefined {
  for (const svg of queryAllDeep(root, '.portico-qr svg')) {
    const { data, width, height } = rasterizeQrSvg(svg)
    if (width === 0) continue
    const code = jsQR(data, width, height)
    if (code?.data) return code.data
  }
  return undefined
}
