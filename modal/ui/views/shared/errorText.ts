import { PorticoError } from '../../../core/errors/porticoError'
import type { Translator } from '../../i18n/translator'

/**
 * The user-facing text of an error a store threw: its catalogue message in the visitor's
 * language (the English short message when the translation needs values it no longer has),
 * and "Something went wrong" for anything untyped.
 *
 * @example
 * ```ts
 * errorText(new PorticoError('USER_REJECTED'), translator) // 'You declined the request in your wallet'
 * ```
 */
export function errorText(error: unknown, translator: Translator): string {
  if (!(error instanceof PorticoError)) return translator.translateError('SOMETHING_WENT_WRONG')
  const translated = translator.translateError(error.code)
  return /\{\w+\}/.test(translated) ? error.shortMessage : translated
}
