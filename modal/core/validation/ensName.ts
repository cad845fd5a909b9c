import { normalize } from 'viem/ens'
import { invalid, type Validation, valid } from './result'

/**
 * A name in its ENSIP-15 normalized form (viem's `normalize`, over @adraffy/ens-normalize): what
 * every lookup asks for and every view shows. A name normalization refuses (a disallowed or
 * confusable character, `xn--` and other `??--` labels, an empty label, …) is
 * `NAME_NOT_NORMALIZED`. It carries the normalization tables (~26 KiB gzip): load it lazily,
 * with {@link loadEnsNormalizer}, where a name is typed or read. Never throws.
 *
 * @example
 * ```ts
 * normalizeEnsName('Alice.ETH') // { ok: true, value: 'alice.eth' }
 * normalizeEnsName('xn--80ak6aa92e.eth') // { ok: false, code: 'NAME_NOT_NORMALIZED' }
 * ```
 */
export function normalizeEnsName(name: unknown): Validation<string> {
  if (typeof name !== 'string' || name === '') return invalid('NAME_NOT_NORMALIZED')
  try {
    return valid(normalize(name))
  } catch {
    return invalid('NAME_NOT_NORMALIZED')
  }
}
