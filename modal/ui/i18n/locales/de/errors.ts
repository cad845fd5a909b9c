import type { ErrorCode } from '../../../../core/errors/catalogue'

/** German wording for error codes; the rest fall back to the English catalogue. */
export const errors: Readonly<Partial<Record<ErrorCode, string>>> = {
  SOMETHING_WENT_WRONG: 'Etwas ist schiefgelaufen',
  FAILED_TO_DISCONNECT: 'Trennen fehlgeschlagen',
  SIGNATURE_DECLINED: 'Signatur abgelehnt',
  EMAIL_THROTTLED: 'Bitte in {seconds} Sekunden erneut versuchen',
  HTTP_STATUS: 'HTTP-Statuscode: {status}',
}
