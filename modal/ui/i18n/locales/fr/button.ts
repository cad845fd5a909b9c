import type { Messages } from '../en'

/** French: what PorticoButton shows (see `../en/button.ts`). */
export const button: Pick<Messages, keyof typeof import('../en/button').button> = {
  'connect.title': 'Connecter un portefeuille',
  'networks.title': 'Choisir un réseau',
}
