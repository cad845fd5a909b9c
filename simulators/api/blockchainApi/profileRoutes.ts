import { verifyMessage } from 'viem'
import { HttpError, json, type Route, requireField } from '../http/router'
import type { LabContext } from './labContext'
import { parseAddress } from './labContext'
import type { NameRegistry } from './nameRegistry'

/** The name zone suggestions use when the client sends none. */
export const DEFAULT_NAME_ZONE = 'portico.id'

const NAME_PATTERN = /^[a-z0-9-]{3,}(\.[a-z0-9-]+)*$/

/**
 * Identity and names over the lab registry:
 * - GET /v1/identity/:address → `{ name, avatar }` (null when the address holds no name)
 * - GET /v1/profile/account/:name → the profile, 404 when unknown
 * - GET /v1/profile/reverse/:address → the profiles the address holds (maybe `[]`)
 * - GET /v1/profile/suggestions/:name?zone → `{ suggestions: [{ name, registered }] }`
 * - POST /v1/profile/account {coin_type, address, message, signature} → `{ success: true }`;
 *   `message` is the JSON text the wallet signed with personal_sign, holding `name` and
 *   optionally `attributes`; 401 for a bad signature, 409 when the name is taken.
 */
export function profileRoutes(
  names: NameRegistry,
  contexts: readonly Pick<LabContext, 'client' | 'chainId'>[],
): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/identity/:address',
      handler: ({ params }) => {
        const profile = names.byAddress(parseAddress(params.address))[0]
        const avatar = profile?.attributes.find((a) => a.avatar)?.avatar ?? null
        return json({ name: profile?.name ?? null, avatar })
      },
    },
    {
      method: 'GET',
      pattern: '/v1/profile/account/:name',
      handler: ({ params }) => {
        const profile = names.byName(params.name ?? '')
        if (!profile) throw new HttpError(404, `No profile named ${params.name}`)
        return json(profile)
      },
    },
    {
      method: 'GET',
      pattern: '/v1/profile/reverse/:address',
      handler: ({ params }) => json(names.byAddress(parseAddress(params.address))),
    },
    {
      method: 'GET',
      pattern: '/v1/profile/suggestions/:name',
      handler: ({ params, query }) => {
        const zone = query.get('zone') || DEFAULT_NAME_ZONE
        const base = (params.name ?? '')
          .toLowerCase()
          .split('.')[0]!
          .replace(/[^a-z0-9-]/g, '')
        const candidates = [base, `${base}-lab`, `${base}1`, `the${base}`, `${base}-wallet`]
        const suggestions = candidates
          .filter((candidate) => candidate.length >= 3)
          .map((candidate) => `${candidate}.${zone}`)
          .map((name) => ({ name, registered: names.byName(name) !== undefined }))
        return json({ suggestions })
      },
    },
    {
      method: 'POST',
      pattern: '/v1/profile/account',
      query: [],
      handler: async ({ body }) => {
        const address = parseAddress(requireField(body, 'address'))
        const message = requireField(body, 'message')
        const signature = requireField(body, 'signature') as `0x${string}`
        const coinType = requireField(body, 'coin_type')
        const payload = parseMessage(message)
        // An account key signs for itself; a smart account answers through ERC-1271 (or 6492
        // before it is deployed), which only its own chain can tell: the coin type's.
        const chain = chainOfCoinType(contexts, coinType)
        const valid =
          (await verifyMessage({ address, message, signature }).catch(() => false)) ||
          (chain !== undefined &&
            (await chain
              .client()
              .verifyMessage({ address, message, signature })
              .catch(() => false)))
        if (!valid) throw new HttpError(401, 'The signature does not match the address')
        if (!NAME_PATTERN.test(payload.name)) throw new HttpError(400, 'Invalid name')
        const registered = names.register({
          name: payload.name,
          address,
          coinType,
          attributes: payload.attributes,
        })
        if (!registered) throw new HttpError(409, `The name ${payload.name} is taken`)
        return json({ success: true })
      },
    },
  ]
}

/**
 * The lab chain a registration's coin type names (ENSIP-11: the chain id with the high bit
 * 2147483648 set); Ethereum's own coin type 60 and unknown chains name the first (lab) chain.
 */
function chainOfCoinType<T extends Pick<LabContext, 'chainId'>>(
  contexts: readonly T[],
  coinType: string,
): T | undefined {
  const value = Number(coinType)
  const chainId = Number.isSafeInteger(value) && value >= 0x80000000 ? value - 0x80000000 : 1
  return contexts.find((ctx) => ctx.chainId === chainId) ?? contexts[0]
}

function parseMessage(message: string): { name: string; attributes: Record<string, string> } {
  let parsed: unknown
  try {
    parsed = JSON.parse(message)
  } catch {
    throw new HttpError(400, 'The message must be JSON holding a name')
  }
  const name = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'name') : null
  if (typeof name !== 'string') throw new HttpError(400, 'The message must hold a name')
  const raw = Reflect.get(parsed as object, 'attributes')
  const attributes: Record<string, string> = {}
  if (typeof raw === 'object' && raw !== null) {
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === 'string') attributes[key] = value
    }
  }
  return { name: name.toLowerCase(), attributes }
}
