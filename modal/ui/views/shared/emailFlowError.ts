import type { EmailLogin } from '../../../connectors/auth/emailLogin'
import type { Translator } from '../../i18n/translator'
import { errorText } from './errorText'

/**
 * The text under an e-mail field: the throttle countdown (SPEC §8 "Please try again after N
 * seconds"), a format error, a refused code, or the flow's typed error.
 *
 * @example
 * ```ts
 * emailFlowError(auth.emailLogin, translator) // 'Please try again after 12 seconds'
 * ```
 */
export function emailFlowError(flow: EmailLogin, translator: Translator): string | undefined {
  if (flow.throttleMessage) {
    return translator.translateError('EMAIL_THROTTLED', { seconds: flow.secondsLeft })
  }
  const error = flow.error
  if (!error) return undefined
  if (error.code === 'INVALID_INPUT') return translator.t('email.invalid')
  if (error.code === 'AN_ERROR_OCCURRED' && error.details) return translator.t('email.refused')
  return errorText(error, translator)
}
