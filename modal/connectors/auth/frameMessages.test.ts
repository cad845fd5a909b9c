import { describe, expect, it } from 'vitest'
import { FRAME_PREFIX, FRAME_REPLIES, parseFrameMessage } from './frameMessages'

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const success = (request: string, payload: unknown, id: unknown = 'a1') => ({
  type: `${FRAME_PREFIX}${request}_SUCCESS`,
  id,
  payload,
})

describe('frame messages (SPEC §7), parsed by the schema kit', () => {
  it('default: a GET_USER reply keeps the user’s fields and drops unknown ones', () => {
    const user = { email: 'a@b.co', address: EVM, chainId: 'eip155:1', extra: 'x' }
    expect(parseFrameMessage(success('GET_USER', user))).toEqual({
      kind: 'success',
      id: 'a1',
      request: 'GET_USER',
      payload: { email: 'a@b.co', address: EVM, chainId: 'eip155:1' },
    })
    expect(FRAME_REPLIES.GET_USER({ email: null, address: SOLANA, chainId: 0 })).toEqual({
      email: null,
      address: SOLANA,
      chainId: 0,
    })
  })

  it('parameters: the user’s bounds: a bad e-mail, address or chain id, 9 accounts, a long name', () => {
    const user = { address: EVM, chainId: 1 }
    const account = { address: EVM, type: 'eoa' }
    for (const bad of [
      { ...user, email: 'not an e-mail' },
      { ...user, address: '0x123' },
      { ...user, chainId: -1 },
      { ...user, chainId: '' },
      { ...user, accounts: Array.from({ length: 9 }, () => account) },
      { ...user, accounts: [{ ...account, type: 'other' }] },
      { ...user, userName: 'n'.repeat(201) },
    ]) {
      expect(FRAME_REPLIES.GET_USER(bad)).toBeUndefined()
    }
    expect(FRAME_REPLIES.GET_USER({ ...user, accounts: Array(8).fill(account) })).toBeDefined()
  })

  it('behavior: READY carries its version; an error reply its message; an RPC reply its result as is', () => {
    expect(parseFrameMessage({ type: `${FRAME_PREFIX}READY`, version: 4 })).toEqual({
      kind: 'ready',
      version: 4,
    })
    expect(parseFrameMessage({ type: `${FRAME_PREFIX}READY`, version: 0 })).toBeUndefined()
    expect(
      parseFrameMessage({
        type: `${FRAME_PREFIX}SIGN_OUT_ERROR`,
        id: 'b',
        payload: { message: 'no' },
      }),
    ).toEqual({ kind: 'error', id: 'b', request: 'SIGN_OUT', message: 'no' })
    const result = { blockNumber: '0x1' }
    const rpc = parseFrameMessage(success('RPC_REQUEST', { result }))
    expect(rpc?.kind === 'success' && rpc.payload).toEqual({ result })
  })

  it('errors: an unknown type, a missing or long id, a payload of the wrong shape are dropped', () => {
    expect(parseFrameMessage(success('NOT_A_REQUEST', {}))).toBeUndefined()
    expect(parseFrameMessage(success('SIGN_OUT', {}, ''))).toBeUndefined()
    expect(parseFrameMessage(success('SIGN_OUT', {}, 'i'.repeat(101)))).toBeUndefined()
    expect(parseFrameMessage(success('IS_CONNECTED', { isConnected: 'yes' }))).toBeUndefined()
    expect(parseFrameMessage(success('SIGN_OUT', undefined))).toBeUndefined()
    expect(parseFrameMessage([success('SIGN_OUT', {})])).toBeUndefined()
  })
})
