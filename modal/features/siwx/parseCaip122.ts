import type { CaipNetworkId } from '../../core/caip/types'
import type { SiwxMessageData } from '../../core/options/siwxTypes'
import { FAMILY_NAMES, formatCaip122 } from './caip122'

const HEADER = /^(.+) wants you to sign in with your (\w+) account:$/
const OPTIONAL_TAGS = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

/** Reads `Tag: value` from the next line, moving the cursor when it matches. */
function reader(lines: readonly string[]) {
  let at = 0
  return {
    line: () => lines[at++],
    tagged(tag: string): string | undefined {
      const line = lines[at]
      if (!line?.startsWith(`${tag}: `)) return undefined
      at++
      return line.slice(tag.length + 2)
    },
    rest: () => lines.slice(at),
  }
}

/**
 * The fields of a CAIP-122 / EIP-4361 sign-in text, or undefined when it is not one. Strict:
 * the text must be exactly what {@link formatCaip122} writes from those fields (so a line
 * added, dropped, reordered or re-spaced is refused, and parsing then formatting gives the
 * same bytes). Fields are not checked here: see `siwxFieldProblem`.
 *
 * @example
 * ```ts
 * parseCaip122(formatCaip122(data)) // data (its fields), for any well-formed data
 * parseCaip122('hello') // undefined
 * ```
 */
export function parseCaip122(text: string): SiwxMessageData | undefined {
  const read = reader(text.split('\n'))
  const header = HEADER.exec(read.line() ?? '')
  const namespace = Object.keys(FAMILY_NAMES).find((key) => FAMILY_NAMES[key] === header?.[2])
  const accountAddress = read.line()
  if (!header?.[1] || !namespace || !accountAddress || read.line() !== '') return undefined
  let statement = read.line()
  if (statement === '') statement = undefined
  else if (read.line() !== '') return undefined
  const uri = read.tagged('URI')
  const version = read.tagged('Version')
  const reference = read.tagged('Chain ID')
  const nonce = read.tagged('Nonce')
  const issuedAt = read.tagged('Issued At')
  if (uri === undefined || version === undefined || reference === undefined) return undefined
  if (nonce === undefined || issuedAt === undefined) return undefined
  const data: SiwxMessageData = {
    domain: header[1],
    accountAddress,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version,
    chainId: `${namespace}:${reference}` as CaipNetworkId,
    nonce,
    issuedAt,
  }
  for (const [tag, key] of OPTIONAL_TAGS) {
    const value = read.tagged(tag)
    if (value !== undefined) data[key] = value
  }
  const rest = read.rest()
  if (rest[0] === 'Resources:') data.resources = rest.slice(1).map((line) => line.slice(2))
  return formatCaip122(data) === text ? data : undefined
}
