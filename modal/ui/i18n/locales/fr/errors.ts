import type { ErrorCode } from '../../../../core/errors/catalogue'

/** French wording for error codes; the rest fall back to the English catalogue. */
export const errors: Readonly<Partial<Record<ErrorCode, string>>> = {
  SOMETHING_WENT_WRONG: 'Une erreur s’est produite',
  FAILED_TO_DISCONNECT: 'Échec de la déconnexion',
  SIGNATURE_DECLINED: 'Signature refusée',
  EMAIL_THROTTLED: 'Veuillez réessayer dans {seconds} secondes',
  HTTP_STATUS: 'Code d’état HTTP : {status}',
}
