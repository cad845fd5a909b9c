import { isCaipNetworkId } from '../caip/caipNetworkId'
import type { ChainNamespace } from '../caip/types'
import { isEvmAddress, isSolanaAddress } from '../validation/address'
import { array, guarded, object, oneOf, optional, type Schema } from '../validation/schema'
import type { InitialAccount, PorticoInitialState } from './initialState'

// The cookie's parser apart from initialState.ts: seeding and snapshotting run in every
// browser instance, while only a server (cookieToInitialState) parses the cookie, and these
// module-level guards are not tree-shaken out of a module that is otherwise in use.

const GENERIC_ADDRESS = /^[A-Za-z0-9:._-]{1,128}$/
const ADDRESS_CHECKS: Readonly<Record<ChainNamespace, (value: string) => boolean>> = {
  eip155: isEvmAddress,
  solana: isSolanaAddress,
  polkadot: (value) => GENERIC_ADDRESS.test(value),
  bip122: (value) => GENERIC_ADDRESS.test(value),
}

/** A string of `min` to `max` characters. */
const sized =
  (min: number, max: number): Schema<string> =>
  (input) =>
    typeof input === 'string' && input.length >= min && input.length <= max ? input : undefined

const accountShape = object({
  namespace: oneOf(['eip155', 'solana', 'polkadot', 'bip122'] as const),
  connectorId: sized(1, 200),
  address: sized(1, 128),
  name: optional(sized(0, 100)),
})
// Hand guards, not zod: this runs at start-up, and zod alone weighed ~25 KiB gzip there.
const accountSchema: Schema<InitialAccount> = (input) => {
  const account = accountShape(input)
  return account && ADDRESS_CHECKS[account.namespace](account.address) ? account : undefined
}

const accounts = array(accountSchema)
const stateSchema = object({
  activeCaipNetworkId: optional(guarded(isCaipNetworkId)),
  accounts: (input) => {
    const list = accounts(input)
    return list && list.length <= 4 ? list : undefined
  },
})

/**
 * Parses a stored snapshot; anything malformed (not JSON, a wrong shape, an address that is not
 * an address) yields undefined, never an exception: the value came from a visitor's cookie.
 *
 * @example
 * ```ts
 * parseInitialState('{"accounts":[]}') // { accounts: [] }
 * parseInitialState('garbage') // undefined
 * ```
 */
export function parseInitialState(
  text: string | null | undefined,
): PorticoInitialState | undefined {
  if (!text || text.length > 4096) return undefined
  try {
    return stateSchema(JSON.parse(text))
  } catch {
    return undefined
  }
}
