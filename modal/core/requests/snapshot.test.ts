import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/porticoError'
import { snapshotRequest } from './snapshot'

const refusal = (request: unknown) => {
  try {
    snapshotRequest(request)
  } catch (error) {
    return error
  }
  return undefined
}

describe('snapshotRequest', () => {
  it('default: a deep, frozen copy that later changes to the original do not reach', () => {
    const params = [{ to: '0xabc', value: '0x1', data: { nested: [1, 2] } }]
    const shown = snapshotRequest({ method: 'eth_sendTransaction', params })
    params[0]!.to = '0xdef'
    params[0]!.data.nested.push(3)
    expect(shown).toEqual({
      method: 'eth_sendTransaction',
      params: [{ to: '0xabc', value: '0x1', data: { nested: [1, 2] } }],
    })
    expect(Object.isFrozen(shown.params[0]!.data.nested)).toBe(true)
  })

  it('behavior: a shared (acyclic) reference is copied, not refused', () => {
    const shared = { to: '0xabc' }
    const shown = snapshotRequest({ method: 'wallet_sendCalls', params: [shared, shared] })
    expect(shown.params).toEqual([{ to: '0xabc' }, { to: '0xabc' }])
  })

  it.each([
    [
      'a cycle',
      () => {
        const node: { self?: unknown } = {}
        node.self = node
        return { method: 'eth_sendTransaction', params: [node] }
      },
    ],
    [
      'a cycle through an array',
      () => {
        const list: unknown[] = []
        list.push({ list })
        return { method: 'eth_sendTransaction', params: list }
      },
    ],
    ['a function', () => ({ method: 'eth_sendTransaction', params: [{ to: () => '0xabc' }] })],
    ['a symbol', () => ({ method: 'eth_sendTransaction', params: [Symbol('to')] })],
    [
      'a throwing getter',
      () => ({
        method: 'eth_sendTransaction',
        params: [
          Object.defineProperty({}, 'to', {
            enumerable: true,
            get: () => {
              throw new Error('boom')
            },
          }),
        ],
      }),
    ],
  ])('behavior: %s is refused as INVALID_INPUT, not a raw error', (_, make) => {
    const error = refusal(make())
    expect(isPorticoError(error, 'INVALID_INPUT')).toBe(true)
    expect((error as Error).message).not.toMatch(/call stack/i)
  })
})
