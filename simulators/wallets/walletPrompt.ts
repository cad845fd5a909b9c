import type { Clock } from '../../modal/core/clock/clock'
import { walletErrors } from './providerRpcError'
import type { SimulatedWalletSettings } from './settings'
import { toProviderRpcError } from './toProviderRpcError'

/**
 * Answers one wallet prompt the way the settings say: waits `delayMs` (on the injected clock
 * when there is one), then approves, rejects with 4001, or fails with failCode/failMessage.
 * Settings are read after the wait, so the lab can change its mind while a prompt is open.
 */
export async function answerPrompt(
  settings: () => Pick<SimulatedWalletSettings, 'mode' | 'failCode' | 'failMessage' | 'delayMs'>,
  clock?: Pick<Clock, 'setTimeout'>,
): Promise<void> {
  const { delayMs } = settings()
  if (delayMs > 0) {
    await new Promise<void>((resolve) => {
      if (clock) clock.setTimeout(resolve, delayMs)
      else globalThis.setTimeout(resolve, delayMs)
    })
  }
  const { mode, failCode, failMessage } = settings()
  if (mode === 'reject') throw walletErrors.userRejected()
  if (mode === 'fail') throw toProviderRpcError({ code: failCode, message: failMessage })
}
