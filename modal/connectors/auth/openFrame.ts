import type { Portico } from '../../core/createPortico'
import { isPorticoError, PorticoError } from '../../core/errors/porticoError'
import type { FrameClient } from './frameClient'
import { DEFAULT_FRAME_SDK_VERSION } from './frameMessages'

/**
 * Loads the frame client (its own chunk), mounts and loads the frame, then tells it about the
 * site (SYNC_DAPP_DATA, SDK version 4 unless the host sets one) and the theme (SYNC_THEME).
 * Any load or set-up failure (refused, or unanswered for 30 s) is "Unable to load email login
 * dependency", and the frame is removed.
 *
 * @example
 * ```ts
 * const frame = await openFrame(portico, { authUrl, window })
 * ```
 */
export async function openFrame(
  portico: Portico,
  where: { authUrl: string; window: Window },
): Promise<FrameClient> {
  const { deps, options, theme } = portico
  let frame: FrameClient
  try {
    const { FrameClient } = await import('./frameClient')
    frame = new FrameClient({ ...where, ...deps })
    await frame.load()
  } catch (error) {
    if (isPorticoError(error)) throw error
    throw new PorticoError('EMAIL_LOGIN_DEPENDENCY', { cause: error })
  }
  try {
    await frame.request('SYNC_DAPP_DATA', {
      metadata: options.metadata ?? null,
      sdkVersion: options.sdkVersion ?? DEFAULT_FRAME_SDK_VERSION,
      projectId: options.projectId,
      sdkType: options.sdkType ?? 'portico',
    })
    await frame.request('SYNC_THEME', {
      themeMode: theme.mode,
      themeVariables: { ...theme.variables },
    })
  } catch (error) {
    // A frame that said READY but refused or never took the set-up is as unusable as one that
    // never loaded: it is removed, so the next attempt mounts a fresh one rather than a second.
    frame.destroy()
    throw new PorticoError('EMAIL_LOGIN_DEPENDENCY', { details: 'site set-up', cause: error })
  }
  return frame
}
