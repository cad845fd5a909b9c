import type { Messages } from '../en'

/** German: what PorticoButton shows (see `../en/button.ts`). */
export const button: Pick<Messages, keyof typeof import('../en/button').button> = {
  'connect.title': 'Wallet verbinden',
  'networks.title': 'Netzwerk wählen',
}
