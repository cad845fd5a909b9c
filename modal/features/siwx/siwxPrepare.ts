import type { CaipNetworkId, ChainNamespace } from '../../core/caip/types'
import { featureError } from '../../core/errors/featureMessages'
import type { SiwxConfig } from '../../core/options/options'
import { type SiwxFieldProblem, siwxFieldProblem } from '../../core/options/siwxFields'
import type { SiwxMessage } from '../../core/options/siwxTypes'

/** The account sign-in is about: who, on which chain, through which namespace. */
export interface SiwxTarget {
  namespace: ChainNamespace
  address: string
  chainId: CaipNetworkId
}

/** eip155 accounts go into the message EIP-55 spelled, whichever connector delivered them. */
async function accountAddressOf(target: SiwxTarget): Promise<string> {
  if (target.namespace !== 'eip155') return target.address
  const { toEip55 } = await import('./eip55')
  return toEip55(target.address) ?? target.address
}

async function messageProblem(
  message: SiwxMessage,
  target: SiwxTarget,
  accountAddress: string,
): Promise<SiwxFieldProblem | undefined> {
  const problem = siwxFieldProblem(message)
  if (problem) return problem
  if (message.chainId !== target.chainId) return { field: 'chainId', reason: 'another chain' }
  if (message.accountAddress !== accountAddress) {
    return { field: 'accountAddress', reason: 'not the connected account as EIP-55 spells it' }
  }
  return undefined
}

/**
 * Asks the host's `siwx.createMessage` for the message of `target` (its eip155 address EIP-55
 * spelled) and checks every field before any wallet sees it (`siwxFieldProblem`, the chain and
 * the address it names). A field that fails (a server nonce with a line break, say) throws
 * SIWX_INIT_FAILED: "A problem occurred while trying initialize authentication" (SPEC §8).
 * `checkFields: false` (the legacy `siweConfig`, whose text is the host's own) skips the checks.
 *
 * @example
 * ```ts
 * const message = await prepareSiwxMessage(siwx, { namespace: 'eip155', address, chainId: 'eip155:1' })
 * await adapter.signMessage({ message: message.toString(), address: message.accountAddress })
 * ```
 */
export async function prepareSiwxMessage(
  siwx: Required<Pick<SiwxConfig, 'createMessage'>>,
  target: SiwxTarget,
  checkFields = true,
): Promise<SiwxMessage> {
  const accountAddress = await accountAddressOf(target)
  const message = await siwx.createMessage({ accountAddress, chainId: target.chainId })
  const problem = checkFields ? await messageProblem(message, target, accountAddress) : undefined
  if (problem) {
    throw featureError('SIWX_INIT_FAILED', { details: `${problem.field}: ${problem.reason}` })
  }
  return message
}
