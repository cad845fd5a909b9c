import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { QrCode } from '../../../modal/ui/components/QrCode/QrCode'
import { readPairingQr } from './readQrCode'

const URI =
  'wc:7f6e1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f@2?relay-protocol=irn&symKey=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef&expiryTimestamp=1767225900'

describe('readPairingQr', () => {
  it('default: nothing to read without a QR code', () => {
    expect(readPairingQr(document.createElement('div'))).toBeUndefined()
  })

  it('behavior: decodes the URI from the QR code the modal renders, inside a shadow root', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const container = document.createElement('div')
    shadow.append(container)
    render(<QrCode uri={URI} label="QR" />, { container })
    await vi.waitFor(() => expect(readPairingQr(document)).toBe(URI))
  })
})
