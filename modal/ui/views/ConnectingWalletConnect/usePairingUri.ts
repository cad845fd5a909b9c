import { useEffect, useState } from 'react'
import type { Portico } from '../../../core/createPortico'
import { pairingUriSource } from './pairingSource'

/** The pairing URI to show, or the error of the attempt. */
export interface PairingUriState {
  uri: string | undefined
  error: unknown
  /** Starts a new attempt after an error. */
  retry: () => void
}

/**
 * Follows the pairing port's URI: the current one, each fresh one that replaces an expired
 * one, and starts an attempt when none waits. Without a pairing port the URI stays undefined.
 *
 * @example
 * ```ts
 * const { uri } = usePairingUri(portico)
 * ```
 */
export function usePairingUri(portico: Portico): PairingUriState {
  const source = pairingUriSource(portico.ports.pairing)
  const [uri, setUri] = useState(source?.currentUri?.uri)
  const [error, setError] = useState<unknown>()
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the effect for "Try again".
  useEffect(() => {
    if (!source) return
    let current = true
    const off = source.on('uri', (pairing) => {
      if (current) setUri(pairing.uri)
    })
    if (source.currentUri) setUri(source.currentUri.uri)
    else {
      source.connect().then(
        () => {
          if (current && source.currentUri) setUri(source.currentUri.uri)
        },
        (e: unknown) => {
          if (current) setError(e)
        },
      )
    }
    return () => {
      current = false
      off()
    }
  }, [source, attempt])

  return {
    uri,
    error,
    retry: () => {
      setError(undefined)
      setAttempt((n) => n + 1)
    },
  }
}
