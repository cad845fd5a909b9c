import type { Message } from '../../message'

/**
 * English: what PorticoButton shows. The only strings in the start-up script: the rest of the
 * catalogue loads with the modal's chunk (see `i18nContext.tsx`).
 */
export const button = {
  'connect.title': 'Connect Wallet',
  'networks.title': 'Choose network',
} as const satisfies Readonly<Record<string, Message>>
