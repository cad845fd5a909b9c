import type { Messages } from '../en'
import { brands } from '../en/brands'
import { account } from './account'
import { button } from './button'
import { connect } from './connect'
import { core } from './core'
import { features } from './features'

/** French, loaded on demand as its own chunk: every key of the English catalogue. */
export const messages: Messages = {
  ...button,
  ...core,
  ...connect,
  ...account,
  ...features,
  ...brands,
}

export { errors } from './errors'
