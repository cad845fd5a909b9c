import { safeImageUrl } from '../../core/validation/urlPolicy'

export { MAX_ICON_URL_LENGTH } from '../../core/validation/urlPolicy'

/**
 * Checks an EIP-6963 announcement's icon: the one URL policy's image rule
 * (modal/core/validation/urlPolicy.ts), under the name the connector has always used.
 *
 * @example
 * ```ts
 * sanitizeIconUrl('data:image/svg+xml,%3Csvg…') // the same string
 * sanitizeIconUrl('javascript:alert(1)') // undefined
 * ```
 */
export const sanitizeIconUrl: (value: unknown) => string | undefined = safeImageUrl
