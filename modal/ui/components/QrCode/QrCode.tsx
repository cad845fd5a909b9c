import { useEffect, useState } from 'react'
import { useI18n } from '../../i18n/I18nProvider'
import { Spinner } from '../Spinner/Spinner'
import { createQrMatrix, type QrMatrix, qrPath } from './qrPath'

/** Light modules around the symbol, as the QR standard asks for reliable scanning. */
const QUIET_ZONE = 4

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The pairing URI to encode. */
  uri: string
  /** Rendered width and height in pixels; defaults to 280. */
  size?: number
  /** Accessible name; defaults to "QR code for pairing". */
  label?: string
  /** Told when the URI cannot be encoded (too long) or the encoder fails to load. */
  onError?: (error: unknown) => void
}

/**
 * A scannable QR code drawn as one SVG path, dark on white in both themes (scanners expect
 * that). The encoder is imported on demand; a spinner shows until it is ready.
 *
 * @example
 * ```tsx
 * <QrCode uri={pairing.uri} />
 * ```
 */
export function QrCode({ uri, size = 280, label, onError }: QrCodeProps) {
  const { t } = useI18n()
  const [encoded, setEncoded] = useState<{ uri: string; matrix: QrMatrix } | undefined>()

  useEffect(() => {
    let current = true
    createQrMatrix(uri).then(
      (matrix) => {
        if (current) setEncoded({ uri, matrix })
      },
      (error: unknown) => {
        if (current) onError?.(error)
      },
    )
    return () => {
      current = false
    }
  }, [uri, onError])

  const name = label ?? t('connecting.qrCodeLabel')
  if (!encoded || encoded.uri !== uri) {
    return (
      <div className="portico-qr portico-qr--loading" style={{ width: size, height: size }}>
        <Spinner label={name} />
      </div>
    )
  }
  const extent = encoded.matrix.size + QUIET_ZONE * 2
  return (
    <div className="portico-qr" style={{ width: size, height: size }}>
      <svg
        role="img"
        aria-label={name}
        width={size}
        height={size}
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
        shapeRendering="crispEdges"
      >
        <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#ffffff" />
        <path d={qrPath(encoded.matrix)} fill="#000000" />
      </svg>
    </div>
  )
}
