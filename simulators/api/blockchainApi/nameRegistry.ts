import type { Address } from 'viem'

/** SLIP-44 coin type of Ethereum: the key under which an EVM address is registered. */
export const ETH_COIN_TYPE = '60'

/** GET /v1/profile/account/{name} answer (and items of the reverse lookup). */
export interface NameProfileAnswer {
  name: string
  /** Seconds since the epoch. */
  registered: number
  updated: number
  addresses: Record<string, { address: string; created: string }>
  attributes: Array<Record<string, string>>
}

export interface NameRegistration {
  name: string
  address: Address
  coinType?: string
  attributes?: Record<string, string>
}

/** The lab's own in-memory name service (what SPEC §7 "names" reads and writes). */
export interface NameRegistry {
  /** Registers a name; false when another address holds it already. */
  register(registration: NameRegistration): boolean
  byName(name: string): NameProfileAnswer | undefined
  /** Names held by an address, oldest first (the first is its primary name). */
  byAddress(address: string): NameProfileAnswer[]
  all(): NameProfileAnswer[]
  /** Forgets a name (scenarios start from a known registry); false when it was not held. */
  remove(name: string): boolean
}

/**
 * @example
 * ```ts
 * const names = createNameRegistry(() => Date.now())
 * names.register({ name: 'alice.portico.id', address: '0xf39F…' })
 * names.byAddress('0xf39F…')[0]?.name // 'alice.portico.id'
 * ```
 */
export function createNameRegistry(now: () => number): NameRegistry {
  const profiles = new Map<string, NameProfileAnswer>()
  const holds = (profile: NameProfileAnswer, address: string) =>
    Object.values(profile.addresses).some((a) => a.address.toLowerCase() === address.toLowerCase())
  return {
    register({ name, address, coinType = ETH_COIN_TYPE, attributes = {} }) {
      const key = name.toLowerCase()
      const existing = profiles.get(key)
      if (existing && !holds(existing, address)) return false
      const seconds = Math.floor(now() / 1000)
      const attributeList = Object.entries(attributes).map(([k, v]) => ({ [k]: v }))
      profiles.set(key, {
        name: key,
        registered: existing?.registered ?? seconds,
        updated: seconds,
        addresses: { [coinType]: { address, created: String(seconds) } },
        attributes: attributeList,
      })
      return true
    },
    byName: (name) => profiles.get(name.toLowerCase()),
    byAddress: (address) => [...profiles.values()].filter((p) => holds(p, address)),
    all: () => [...profiles.values()],
    remove: (name) => profiles.delete(name.toLowerCase()),
  }
}
