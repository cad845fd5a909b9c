import { useEffect, useState } from 'react'
import type { Clock } from '../../../core/clock/clock'

/** Where a preloaded image stands. */
export type ImageLoad = 'loading' | 'loaded' | 'failed'

/**
 * The state of an image preload: `failed` when the image errors or has not loaded within
 * `timeoutMs` (SPEC §9: 2 s) on the injected clock. Remount (a `key`) for a new source.
 *
 * @example
 * ```tsx
 * const [load, events] = useImagePreload(clock, 2_000)
 * return load === 'failed' ? <Fallback /> : <img src={src} {...events} />
 * ```
 */
export function useImagePreload(
  clock: Clock,
  timeoutMs: number,
): [ImageLoad, { onLoad: () => void; onError: () => void }] {
  const [load, setLoad] = useState<ImageLoad>('loading')
  useEffect(() => {
    const timer = clock.setTimeout(
      () => setLoad((current) => (current === 'loading' ? 'failed' : current)),
      timeoutMs,
    )
    return () => clock.clearTimeout(timer)
  }, [clock, timeoutMs])
  return [
    load,
    {
      onLoad: () => setLoad((current) => (current === 'loading' ? 'loaded' : current)),
      onError: () => setLoad('failed'),
    },
  ]
}
